import * as contract from '@sika/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/session/index.ts';
import { ghanaAppInfo, loggedIn, profileOf } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { on, Refusal, record, server } from '../../../testing/server.ts';
import RegisterPage from './register-page.tsx';

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Register' });
const consent = () => screen.getByRole('checkbox', { name: /I am 18 or older and I accept the terms/ });

describe('the register page', () => {
  it('keeps Register off until the mobile is valid and both passwords match, saying what is wrong', async () => {
    server.use(on(contract.appInfo, () => ghanaAppInfo));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });

    const mobile = await screen.findByLabelText('Mobile number', { selector: 'input' });
    await user.type(mobile, '02412');
    await user.tab();
    expect(screen.getByText('Incorrect format of mobile')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);

    await user.type(mobile, '34567');
    expect(screen.queryByText('Incorrect format of mobile')).toBeNull();
    await user.type(password(), 'secret1');
    await user.type(confirmation(), 'secret2');
    await user.tab();
    expect(screen.getByText('The two passwords are different')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);

    await user.clear(confirmation());
    await user.type(confirmation(), 'secret1');
    expect(screen.queryByText('The two passwords are different')).toBeNull();
    // Everything typed, and still off until the player confirms being 18 or older and accepts the terms.
    expect(submit()).toHaveProperty('disabled', true);
    await user.click(consent());
    expect(submit()).toHaveProperty('disabled', false);
    await user.click(consent());
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('holds the password to 6 to 20 characters', async () => {
    server.use(on(contract.appInfo, () => ghanaAppInfo));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });

    await user.type(await screen.findByLabelText('Mobile number', { selector: 'input' }), '0241234567');
    await user.click(consent());
    await user.type(password(), 'abc12');
    await user.type(confirmation(), 'abc12');
    await user.tab();
    expect(screen.getAllByText('The password must be 6 to 20 characters').length).toBeGreaterThan(0);
    expect(submit()).toHaveProperty('disabled', true);

    await user.type(password(), '3');
    await user.type(confirmation(), '3');
    expect(screen.queryByText('The password must be 6 to 20 characters')).toBeNull();
    expect(submit()).toHaveProperty('disabled', false);

    // At most 20 are taken: the field stops there.
    await user.clear(password());
    await user.type(password(), 'a'.repeat(25));
    expect(password()).toHaveProperty('value', 'a'.repeat(20));
  });

  it('registers with what was typed and the invite code of the link, then logs the player in', async () => {
    const register = record(contract.register, () => loggedIn(profileOf({ mobile: '0241234567' })));
    server.use(
      on(contract.appInfo, () => ghanaAppInfo),
      register.handler,
    );
    const { user } = renderScreen(<RegisterPage />, {
      path: '/register?inviteCode=FRIEND7',
      route: '/register',
    });

    const mobile = await screen.findByLabelText('Mobile number', { selector: 'input' });
    await user.type(mobile, '0241234567');
    // Ghana's national format on screen (issue 20), E.164 on the wire.
    expect((mobile as HTMLInputElement).value).toBe('024 123 4567');
    await user.type(password(), 'secret1');
    await user.type(confirmation(), 'secret1');
    await user.click(consent());
    await user.click(submit());

    await waitFor(() => expect(getToken()).toBe('token-of-the-test-player'));
    expect(register.calls).toHaveLength(1);
    expect(register.calls[0]?.body).toMatchObject({
      mobile: '+233241234567',
      password: 'secret1',
      confirmPassword: 'secret1',
      inviteCode: 'FRIEND7',
      adultConfirmed: true,
      termsVersion: '2026-11-23',
    });
    expect(register.calls[0]?.body.smsCode).toBeUndefined();
    // The session starts before the page moves on: wait for the move (a slow machine shows the gap).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
  });

  it('takes a pasted international number as the local one', async () => {
    server.use(on(contract.appInfo, () => ghanaAppInfo));
    const { user } = renderScreen(<RegisterPage />, { path: '/register', route: '/register' });
    const mobile = await screen.findByLabelText('Mobile number', { selector: 'input' });
    await user.click(mobile);
    await user.paste('+233 24 123 4567');
    expect((mobile as HTMLInputElement).value).toBe('024 123 4567');
    expect(screen.queryByText('Incorrect format of mobile')).toBeNull();
  });

  it('asks for the SMS code where the market has codes on, and shows the server refusal', async () => {
    server.use(
      on(contract.appInfo, () => ({ ...ghanaAppInfo, smsCodeEnabled: true })),
      on(contract.register, () => new Refusal(1103, 409, 'mobile exists')),
    );
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });

    await user.type(await screen.findByLabelText('Mobile number', { selector: 'input' }), '0241234567');
    await user.type(password(), 'secret1');
    await user.type(confirmation(), 'secret1');
    await user.click(consent());
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Verification code', { selector: 'input' }), '123456');
    expect(submit()).toHaveProperty('disabled', false);
    await user.click(submit());

    // The catalogue's words for the code, not the server's message.
    expect((await screen.findByRole('alert')).textContent).toBe('The mobile already exists');
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });

  it('links the terms and the responsible-gaming page, and after a 5406 asks the terms version again', async () => {
    let version = '2026-11-23';
    server.use(
      on(contract.appInfo, () => ({ ...ghanaAppInfo, termsVersion: version })),
      on(contract.register, () => new Refusal(5406, 422, 'terms')),
    );
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });

    await user.type(await screen.findByLabelText('Mobile number', { selector: 'input' }), '0241234567');
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/pages/h5/3004',
    );
    expect(screen.getByRole('link', { name: 'Play responsibly' }).getAttribute('href')).toBe(
      '/me/settings/responsible-gaming',
    );
    await user.type(password(), 'secret1');
    await user.type(confirmation(), 'secret1');
    await user.click(consent());
    version = '2026-12-01';
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please confirm you are 18 or older and accept the terms.',
    );
    const register = record(contract.register, () => loggedIn(profileOf({ mobile: '0241234567' })));
    server.use(register.handler);
    await waitFor(async () => {
      await user.click(submit());
      expect(register.calls.at(-1)?.body.termsVersion).toBe('2026-12-01');
    });
  });
});
