import { buildDiscordAuthorizeUrl } from './build-discord-authorize-url.js';

describe('buildDiscordAuthorizeUrl', () => {
  it('asks for scope identify, response type code and prompt none, with the return redirect and the state', () => {
    const url = new URL(
      buildDiscordAuthorizeUrl({
        authorizeUrl: 'https://discord.com/oauth2/authorize',
        clientId: '1234',
        redirectUri: 'http://localhost:8080/auth/discord/return',
        state: 'abc',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1234',
      redirect_uri: 'http://localhost:8080/auth/discord/return',
      response_type: 'code',
      scope: 'identify',
      prompt: 'none',
      state: 'abc',
    });
  });

  it('keeps a query the authorize URL already has', () => {
    const url = new URL(
      buildDiscordAuthorizeUrl({
        authorizeUrl: 'http://localhost:8099/oauth2/authorize?x=1',
        clientId: 'c',
        redirectUri: 'http://r.test/',
        state: 's',
      }),
    );
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('client_id')).toBe('c');
  });
});
