// The CPHEEO design norm: litres a person a day for cities with piped water and sewerage. Its
// one home: the water model's factor table (water/factors.ts) takes it with its source, and the
// API's files, the organiser's dashboard and the web's screens compare litres against it. A
// module of its own so that a screen can name it without loading the factor table.

export const NORM_LITRES_PER_PERSON = 135;
