import './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the element to jump to, without the #. */
  targetId?: string;
  label?: string;
}

export function SkipLink({ targetId = 'main', label = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a className="wf-skip-link" href={`#${targetId}`}>
      {label}
    </a>
  );
}
