import { crossfadeGains } from './fade-curve.js';

const TICK_MS = 50;

interface Fade {
  readonly out: HTMLAudioElement | null;
  readonly in: HTMLAudioElement | null;
  readonly start: number;
  readonly ms: number;
}

/**
 * Two <audio> decks that cut or crossfade between tracks by volume ramps (equal-power, a 50 ms interval: it keeps
 * running in an OBS source that is not on screen, where animation frames stop). Autoplay-safe: when the browser
 * refuses to play with sound (NotAllowedError), the deck plays muted and both decks unmute at the first pointer
 * press on the page (OBS browser sources allow sound, so this only happens in a normal browser tab).
 */
export class MusicDecks {
  private current: HTMLAudioElement | null = null;
  private fade: Fade | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private muted = false;
  private readonly unmute = (): void => {
    this.muted = false;
    for (const deck of this.decks) deck.muted = false;
    document.removeEventListener('pointerdown', this.unmute);
  };

  constructor(
    private readonly decks: readonly [HTMLAudioElement, HTMLAudioElement],
    private readonly volume: number,
  ) {}

  /** Whether `deck` is the one playing (or fading in) now. */
  isCurrent(deck: EventTarget | null): boolean {
    return deck !== null && deck === this.current;
  }

  /** Whether a fade is running. */
  get fading(): boolean {
    return this.fade !== null;
  }

  /** Plays `url`: a hard cut with fadeS 0, else a crossfade (or a fade-in from silence) over fadeS seconds. */
  play(url: string, fadeS: number): void {
    const previous = this.current && !this.current.paused ? this.current : null;
    this.finishFade();
    const next = previous === this.decks[0] ? this.decks[1] : this.decks[0];
    const absoluteUrl = new URL(url, document.baseURI).href;
    if (next.src !== absoluteUrl) next.src = url;
    next.currentTime = 0;
    this.current = next;
    if (fadeS > 0) {
      next.volume = 0;
      this.startFade({ out: previous, in: next, start: performance.now(), ms: fadeS * 1000 });
    } else {
      if (previous) previous.pause();
      next.volume = this.volume;
    }
    this.start(next);
  }

  /** Fades the music out over fadeS seconds (0: at once) and stops it. */
  stop(fadeS: number): void {
    const playing = this.current && !this.current.paused ? this.current : null;
    this.finishFade();
    this.current = null;
    if (!playing) return;
    if (fadeS > 0)
      this.startFade({ out: playing, in: null, start: performance.now(), ms: fadeS * 1000 });
    else playing.pause();
  }

  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.fade = null;
    document.removeEventListener('pointerdown', this.unmute);
    for (const deck of this.decks) deck.pause();
  }

  private start(deck: HTMLAudioElement): void {
    deck.muted = this.muted;
    deck.play().catch((error: unknown) => {
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      this.muted = true;
      deck.muted = true;
      document.addEventListener('pointerdown', this.unmute);
      void deck.play().catch(() => undefined);
    });
  }

  private startFade(fade: Fade): void {
    this.fade = fade;
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  private tick(): void {
    const fade = this.fade;
    if (!fade) return;
    const progress = (performance.now() - fade.start) / fade.ms;
    const gains = crossfadeGains(progress);
    if (fade.out) fade.out.volume = this.volume * gains.out;
    if (fade.in) fade.in.volume = this.volume * gains.in;
    if (progress >= 1) this.finishFade();
  }

  /** Ends a running fade at once: the outgoing deck stops, the incoming one is at full volume. */
  private finishFade(): void {
    const fade = this.fade;
    this.fade = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!fade) return;
    if (fade.out && fade.out !== this.current) fade.out.pause();
    if (fade.in) fade.in.volume = this.volume;
  }
}
