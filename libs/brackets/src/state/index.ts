export * from './bracket-state.js';
export * from './format-team-code.js';
export * from './format-team-name.js';
export * from './get-outcome-team.js';
export * from './has-recorded-result.js';
export * from './index-bracket-state.js';
export * from './read-match-slots.js';
export * from './write-match-teams.js';
