// The formatting helpers moved to src/i18n/format.ts (one home, language-aware); kept as a path
// so screens that import it keep working.
export * from '../i18n/format';
