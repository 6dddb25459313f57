// Passkeys on the provider's and account pages, through @simplewebauthn/browser (served beside
// this file as webauthn-browser.js): sign-in by autofill or button, the second step, and adding a
// passkey. Each block names its options address; the answer goes back in a normal form post, so
// the server's page (or redirect) follows as for any form.
/* global SimpleWebAuthnBrowser */
(function () {
  var lib = window.SimpleWebAuthnBrowser;
  var block = document.querySelector('[data-passkey]');
  if (!lib || !block || !lib.browserSupportsWebAuthn()) return;
  var mode = block.getAttribute('data-passkey');
  var form = block.querySelector('form');
  var field = form.querySelector('input[name="credential"]');
  var button = block.querySelector('[data-passkey-start]');
  var message = document.getElementById('passkey-message');

  function say(text) {
    if (!message) return;
    message.textContent = text;
    message.hidden = !text;
  }

  function options() {
    return fetch(block.getAttribute('data-options'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    }).then(function (res) {
      if (!res.ok) throw new Error('options ' + res.status);
      return res.json();
    });
  }

  function send(answer) {
    field.value = JSON.stringify(answer);
    form.submit();
  }

  // A person who closes the browser's dialog sees why nothing happened; an aborted autofill
  // request (the button started another) says nothing.
  function failed(error) {
    if (error && error.name === 'AbortError') return;
    if (error && error.code === 'ERROR_CEREMONY_ABORTED') return;
    var key = error && error.name === 'InvalidStateError' ? 'data-exists' : 'data-cancelled';
    say(block.getAttribute(key) || block.getAttribute('data-cancelled'));
  }

  function signIn(autofill) {
    return options()
      .then(function (optionsJSON) {
        return lib.startAuthentication({ optionsJSON: optionsJSON, useBrowserAutofill: autofill });
      })
      .then(send);
  }

  if (mode === 'register') {
    form.addEventListener('submit', function (event) {
      if (field.value) return;
      event.preventDefault();
      say('');
      options()
        .then(function (optionsJSON) {
          return lib.startRegistration({ optionsJSON: optionsJSON });
        })
        .then(send)
        .catch(failed);
    });
    return;
  }

  button.hidden = false;
  button.addEventListener('click', function () {
    say('');
    signIn(false).catch(function (error) {
      failed(error);
      if (mode === 'login') autofill();
    });
  });

  // Passkey autofill: the e-mail field (autocomplete "username webauthn") offers the person's
  // passkeys while the page is open.
  function autofill() {
    lib.browserSupportsWebAuthnAutofill().then(function (yes) {
      if (yes) signIn(true).catch(function () {});
    });
  }
  if (mode === 'login') autofill();
})();
