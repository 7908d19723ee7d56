import { CLIENT_TEXT } from '../lib/client-text.js';

const KEYFRAMES = '@keyframes castline-spin{to{transform:rotate(360deg)}}';

/** A light spinner (no UI kit) for startup, lazy chunks and overlays. */
export function FullPageSpinner({ label = CLIENT_TEXT.loading }: { readonly label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: '60vh', width: '100%' }}
      data-testid="page-spinner"
    >
      <style>{KEYFRAMES}</style>
      <span
        aria-hidden="true"
        style={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: '3px solid rgba(255,255,255,0.15)',
          borderTopColor: '#9775fa',
          animation: 'castline-spin 0.8s linear infinite',
        }}
      />
      <span
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {label}
      </span>
    </div>
  );
}
