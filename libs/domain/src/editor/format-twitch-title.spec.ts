import { formatTwitchTitle } from './format-twitch-title.js';
import type { TwitchTitleMatch } from './twitch.js';

const match: TwitchTitleMatch = {
  custom_name: 'Showmatch',
  sub_event: 'Upper',
  match_group: 'Group A',
  round: 'Semifinals',
  match_number: 7,
  week_text: 'Week 2',
  week: 2,
  division: 'Div 1',
  day: 'Saturday',
  first_to: 3,
  teams: [
    { name: 'Alpha Esports', code: 'ALP', safe_twitch_name: 'Alpha' },
    { name: 'Bravo', code: null },
  ],
  event: { name: 'Summer Cup 2025', short: 'SC25' },
};

describe('formatTwitchTitle', () => {
  it.each<[string, TwitchTitleMatch, string]>([
    ['{event}: {team_1_code} vs {team_2_code}', match, 'SC25: ALP vs Bravo'],
    [
      '{event_name} | {event_long} | {event_short}',
      match,
      'Summer Cup 2025 | Summer Cup 2025 | SC25',
    ],
    ['{team_1_name} vs {team_2_name}', match, 'Alpha vs Bravo'],
    [
      '{match_custom_name} {match_sub_event} {match_group} {match_round}',
      match,
      'Showmatch Upper Group A Semifinals',
    ],
    [
      '#{match_number} {match_week_text} ({match_week_number}) {match_division} {match_day}',
      match,
      '#7 Week 2 (2) Div 1 Saturday',
    ],
    ['{match_first_to} {match_first_to_short} {match_first_to_long}', match, '3 FT3 First to 3'],
    ['{match_best_of_short} / {match_best_of_long}', match, 'BO5 / Best of 5'],
    ['{team_1_code} vs {team_2_code} - {team_1_name}', { teams: [] }, 'TBD vs TBD - TBD'],
    [
      '{event} {team_1_name}',
      { event: { name: 'Long Name' }, teams: [{ name: 'Solo' }] },
      'Long Name Solo',
    ],
    ['  {match_round}   {event}  -  {match_group} ', { event: { name: 'E' } }, 'E -'],
    ['{match_first_to_short} {match_best_of_long}', {}, ''],
    ['Tabs\tand\nlines', {}, 'Tabs and lines'],
    ['No placeholders', {}, 'No placeholders'],
  ])('%j → %j', (format, value, title) => {
    expect(formatTwitchTitle(format, value)).toEqual({ ok: true, title });
  });

  it.each([
    ['{team_3_name} vs {team_1_name}', 'Unknown title placeholder {team_3_name}'],
    ['{event} {Event}', 'Unknown title placeholder {Event}'],
    ['{} {nope}', 'Unknown title placeholder {}'],
    ['{toString}', 'Unknown title placeholder {toString}'],
    ['x'.repeat(141), 'The title is longer than 140 characters'],
    ['{event_name} '.repeat(10), 'The title is longer than 140 characters'],
  ])('%j fails with %j', (format, error) => {
    expect(formatTwitchTitle(format, match)).toEqual({ ok: false, error });
  });

  it('accepts exactly 140 characters', () => {
    expect(formatTwitchTitle('y'.repeat(140), match)).toEqual({ ok: true, title: 'y'.repeat(140) });
  });
});
