import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  renderWithAuth,
  TEST_USER,
  type RenderWithAuthOptions,
} from '../auth/testing/render-with-auth.js';

// Lazy route chunks load on first use; give the first render of each test room.
configure({ asyncUtilTimeout: 5000 });

// Mantine's combobox scrolls the selected option into view; jsdom does not implement it.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The listbox a combobox input controls. */
function listboxOf(testId: string): HTMLElement {
  const id = input(testId).getAttribute('aria-controls');
  const listbox = id ? document.getElementById(id) : null;
  if (!listbox) throw new Error(`${testId} controls no listbox`);
  return listbox;
}

/** Waits for the profile form (the account chunk loads lazily). */
const findForm = () => screen.findByTestId('profile-form');

/** The options of the combobox that opened last (Mantine keeps them hidden from a11y queries while it animates). */
async function openOptions(testId: string): Promise<string[]> {
  fireEvent.click(input(testId));
  let texts: string[] = [];
  await waitFor(() => {
    const listbox = listboxOf(testId);
    texts = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent ?? '');
    expect(texts.length).toBeGreaterThan(0);
  });
  return texts;
}

const TEAM = 'recTEAMOWLSAAAAAA';
const EVENT = 'recEVENTSPRINGAAA';
const THEME_TEAM = 'recTHEMEOWLSAAAAA';
const THEME_EVENT = 'recTHEMESPRINGAAA';
const ANA = 'recHEROANAAAAAAAA';
const TRACER = 'recHEROTRACERAAAA';
const PLAYER = {
  id: TEST_USER.airtableID,
  __kind: 'player',
  name: 'Ada Lovelace',
  battletag: 'Ada#1815',
  pronouns: 'she/her',
  pronunciation: 'AY-duh',
  role: 'Support',
  favourite_hero: [ANA],
  profile_picture_theme: [],
  member_of: [TEAM],
  captain_of: [],
  team_staff: [],
  owned_teams: [],
};
const RECORDS = {
  [PLAYER.id]: PLAYER,
  [TEAM]: { id: TEAM, __kind: 'team', name: 'Night Owls', theme: [THEME_TEAM], event: [EVENT] },
  [EVENT]: { id: EVENT, __kind: 'event', name: 'Spring Showdown', theme: [THEME_EVENT] },
  [THEME_TEAM]: {
    id: THEME_TEAM,
    __kind: 'theme',
    color_theme: '#6741d9',
    small_logo: [],
    default_logo: [],
  },
  [THEME_EVENT]: {
    id: THEME_EVENT,
    __kind: 'theme',
    color_theme: '#0ca678',
    small_logo: [],
    default_logo: [],
  },
  'special:heroes': {
    id: 'special:heroes',
    __kind: 'derived',
    heroes: [
      { id: ANA, name: 'Ana', role: 'Support', game: 'Overwatch' },
      { id: TRACER, name: 'Tracer', role: 'DPS', game: 'Overwatch' },
      { id: 'recHEROJETTAAAAAA', name: 'Jett', role: 'Duelist', game: 'Valorant' },
    ],
  },
};

const ok = (data: unknown = { player: PLAYER.id, changed: [] }) => ({
  body: { error: false, errorMessage: null, code: null, data },
});

function renderProfile(routes: RenderWithAuthOptions['routes'] = {}, user = TEST_USER) {
  return renderWithAuth('/profile', {
    user,
    records: RECORDS,
    routes: { '/auth/login': () => ({ body: { user } }), ...routes },
  });
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

describe('profile page (public-site §2 "Profile page", broadcast spec §2)', () => {
  it('shows read-only name and Battletag with the support hint, and the editable fields', async () => {
    renderProfile();
    expect(await findForm()).toBeTruthy();
    expect(document.title).toBe('Profile | Castline');
    expect(input('profile-name').value).toBe('Ada Lovelace');
    expect(input('profile-name').readOnly).toBe(true);
    expect(input('profile-battletag').value).toBe('Ada#1815');
    expect(input('profile-battletag').readOnly).toBe(true);
    expect(screen.getByTestId('profile-name-hint').getAttribute('aria-label')).toBe(
      'To change this, send a request in the support channel.',
    );
    expect(input('profile-pronouns').value).toBe('she/her');
    expect(input('profile-pronunciation').value).toBe('AY-duh');
    expect(input('profile-role').value).toBe('Support');
    expect(input('profile-hero').value).toBe('Ana');
    expect(input('profile-theme').placeholder).toBe('Choose a theme');
    expect(screen.getByTestId('profile-player-link').getAttribute('href')).toBe(
      '/player/PLAYERADAAAAAA',
    );
    const save = screen.getByTestId('profile-save');
    expect(save.textContent).toBe('Save');
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('offers the spec pronouns and roles, heroes by DPS/Tank/Support, themes by Teams/Events', async () => {
    renderProfile();
    await findForm();
    expect(await openOptions('profile-pronouns')).toEqual([
      'he/him',
      'she/her',
      'they/them',
      'he/they',
      'she/they',
      'any',
    ]);
    expect(await openOptions('profile-role')).toEqual(['DPS', 'Tank', 'Support', 'Flex']);
    expect(await openOptions('profile-hero')).toEqual(['Tracer', 'Ana']);
    const heroList = listboxOf('profile-hero');
    expect(heroList.textContent).toMatch(/DPS.*Tracer.*Support.*Ana/);
    expect(heroList.textContent).not.toContain('Jett');
    expect(await openOptions('profile-theme')).toEqual(['Night Owls', 'Spring Showdown']);
    const themeList = listboxOf('profile-theme');
    expect(themeList.textContent).toMatch(/Teams.*Night Owls.*Events.*Spring Showdown/);
  });

  it('shows a stored theme by its team name, and one no longer offered by its theme name', async () => {
    const view = renderWithAuth('/profile', {
      user: TEST_USER,
      records: {
        ...RECORDS,
        [PLAYER.id]: { ...PLAYER, profile_picture_theme: [THEME_EVENT] },
        recTHEMEOLDAAAAAA: {
          id: 'recTHEMEOLDAAAAAA',
          __kind: 'theme',
          name: 'Old Team',
          small_logo: [],
          default_logo: [],
        },
      },
      routes: { '/auth/login': () => ({ body: { user: TEST_USER } }) },
    });
    await findForm();
    expect(input('profile-theme').value).toBe('Spring Showdown');
    act(() =>
      view.socket.fire('data_update', PLAYER.id, {
        ...PLAYER,
        member_of: [],
        profile_picture_theme: ['recTHEMEOLDAAAAAA'],
      }),
    );
    await waitFor(() => expect(input('profile-theme').value).toBe('Old Team'));
  });

  it("refuses a pronunciation over 100 characters with the spec's message", async () => {
    renderProfile();
    await findForm();
    fireEvent.change(input('profile-pronunciation'), { target: { value: 'a'.repeat(101) } });
    expect(
      await screen.findByText('Please keep your pronunciation to less than 100 characters.'),
    ).toBeTruthy();
    expect(screen.getByTestId('profile-save').hasAttribute('disabled')).toBe(true);
    fireEvent.change(input('profile-pronunciation'), { target: { value: 'a'.repeat(100) } });
    expect(
      screen.queryByText('Please keep your pronunciation to less than 100 characters.'),
    ).toBeNull();
    expect(screen.getByTestId('profile-save').hasAttribute('disabled')).toBe(false);
  });

  it('saves only the changed fields: Save → Saving → Saved (3 s) → Save', async () => {
    const update = vi.fn();
    const view = renderProfile({
      '/actions/update-profile-data': (body) => {
        update(body);
        return ok({ player: PLAYER.id, changed: ['pronunciation'] });
      },
    });
    await findForm();
    fireEvent.change(input('profile-pronunciation'), { target: { value: '  AH-dah ' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(screen.getByTestId('profile-save').textContent).toBe('Saved'));
    expect(update).toHaveBeenCalledWith({ profileData: { pronunciation: 'AH-dah' } });
    const request = view.requests.find((r) => r.url === '/actions/update-profile-data');
    expect(request?.headers).toMatchObject({ Authentication: 'Bearer tok' });
    // the live record arrives with the saved value; the form stays as saved
    act(() => view.socket.fire('data_update', PLAYER.id, { ...PLAYER, pronunciation: 'AH-dah' }));
    await waitFor(() => expect(input('profile-pronunciation').value).toBe('AH-dah'));
    expect(screen.getByTestId('profile-save').textContent).toBe('Saved');
    await waitFor(() => expect(screen.getByTestId('profile-save').textContent).toBe('Save'));
  });

  it('shows Saving while the action runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderProfile({ '/actions/update-profile-data': () => ok() });
    await findForm();
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/actions/update-profile-data') await gate;
      return original(url, init);
    });
    fireEvent.change(input('profile-pronunciation'), { target: { value: 'AH-dah' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(screen.getByTestId('profile-save').textContent).toBe('Saving'));
    release();
    await waitFor(() => expect(screen.getByTestId('profile-save').textContent).toBe('Saved'));
  });

  it('follows the live record while there are no unsaved edits', async () => {
    const view = renderProfile();
    await findForm();
    act(() => view.socket.fire('data_update', PLAYER.id, { ...PLAYER, role: 'Tank' }));
    await waitFor(() => expect(input('profile-role').value).toBe('Tank'));
  });

  it("disables the form for 'No profile editing' with the spec's message", async () => {
    const restricted = { ...TEST_USER, website_settings: ['No profile editing'] };
    renderProfile({}, restricted);
    expect(await screen.findByTestId('profile-restricted')).toBeTruthy();
    expect(screen.getByText('You are restricted from editing your profile.')).toBeTruthy();
    expect(input('profile-pronunciation').disabled).toBe(true);
    expect(input('profile-pronouns').disabled).toBe(true);
    expect(screen.getByTestId('profile-save').hasAttribute('disabled')).toBe(true);
  });

  it('disables the form when the server answers the restriction', async () => {
    renderProfile({
      '/actions/update-profile-data': () => ({
        status: 403,
        body: {
          error: true,
          errorMessage: 'You are restricted from editing your profile.',
          code: 'FORBIDDEN',
          data: null,
        },
      }),
    });
    await findForm();
    fireEvent.change(input('profile-pronunciation'), { target: { value: 'AH-dah' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-restricted')).toBeTruthy();
    expect(input('profile-pronunciation').disabled).toBe(true);
  });
});
