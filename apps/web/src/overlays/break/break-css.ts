/** The break overlays' entrance animations; none with noAnimate (the shell marks the content data-animate=false). */
export const BREAK_CSS = `
@keyframes break-in { from { opacity: 0; transform: translateY(-24px); } to { opacity: 1; transform: none; } }
@keyframes break-up { from { opacity: 0; transform: translateY(24px); } to { opacity: 1; transform: none; } }
@keyframes break-slide { from { opacity: 0; transform: scale(0.97); } to { opacity: 1; transform: none; } }
@keyframes break-tick { from { opacity: 0; transform: translateX(32px); } to { opacity: 1; transform: none; } }
.break-in { animation: break-in 600ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.break-up { animation: break-up 600ms cubic-bezier(0.2, 0.8, 0.2, 1) 150ms both; }
.break-slide-in { animation: break-slide 700ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.break-tick-in { animation: break-tick 500ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.overlay-content[data-animate="false"] .break-in,
.overlay-content[data-animate="false"] .break-up,
.overlay-content[data-animate="false"] .break-slide-in,
.overlay-content[data-animate="false"] .break-tick-in { animation: none; }
`;
