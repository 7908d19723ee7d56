/**
 * The desk's animations: blocks rise in when the shell starts the overlay (and again on every activation, as the
 * shell re-mounts its content, or when the middle changes mode); people fold in and out with the talent triggers.
 * None with noAnimate (the shell marks the content data-animate=false).
 */
export const DESK_CSS = `
@keyframes desk-rise { from { opacity: 0; transform: translateY(32px); } to { opacity: 1; transform: none; } }
@keyframes desk-pop { from { opacity: 0; transform: scale(0.92); } to { opacity: 1; transform: none; } }
.overlay-content[data-started="true"] .desk-in { animation: desk-rise 600ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-started="true"] .desk-step[data-revealed="true"] { animation: desk-pop 400ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.desk-middle:empty { display: none; }
.desk-person { transition: max-width 500ms ease, opacity 400ms ease, transform 500ms ease, margin 500ms ease; }
.desk-person[data-shown="false"] { max-width: 0 !important; opacity: 0; transform: translateY(40px); margin: 0 !important; }
.overlay-content[data-animate="false"] .desk-in,
.overlay-content[data-animate="false"] .desk-step { animation: none; }
.overlay-content[data-animate="false"] .desk-middle:empty { display: none; }
.desk-person { transition: none; }
`;
