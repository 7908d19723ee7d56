/** Toasts (public-site §8 "Notices last 5 s, appear top right and are dismissible"); overlays use the silent one. */
export interface Notifier {
  error(message: string): void;
  success(message: string): void;
}

/** Toast duration (public-site §9 "Toasts: 5000 ms"). */
export const TOAST_DURATION_MS = 5000;

/** Overlays show no toasts: messages go to the console only. */
export const silentNotifier: Notifier = {
  error: (message) => console.warn(message),
  success: () => undefined,
};
