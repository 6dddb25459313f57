// The sign-in's second step in tests: a code of the README's demo key (or a given key) typed in.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { DEMO_TOTP_SECRET } from '../../src/seed/second-factors.js';

/** The interaction's second-step form (the code page after a right password), if this is it. */
export const isSecondStep = (res: LightMyRequestResponse) =>
  res.statusCode === 200 && /action="[^"]*\/interaction\/[^"/]+\/code"/.test(res.body);

/** A TOTP code of the key, for now or `steps` time steps (30 s) away. */
export async function totpCode(secret = DEMO_TOTP_SECRET, steps = 0) {
  return generate({ secret, period: 30, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Posts a code on the second step of the interaction at `interactionPath`. */
export async function postCode(
  app: FastifyInstance,
  interactionPath: string,
  cookie: string,
  code: string,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: `${interactionPath}/code`,
    remoteAddress,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code }).toString(),
  });
}
