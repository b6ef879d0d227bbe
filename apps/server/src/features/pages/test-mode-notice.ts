/**
 * Shown above every page while a production server takes payments with the built-in test-mode
 * processor (PAYMENTS=test), so that nobody mistakes the site for a shop that charges cards. It is
 * part of the HTML the server sends, outside the web app's #root: React neither renders nor
 * hydrates it, and it stays while the app moves between pages. Its classes reach the web app's
 * stylesheet because apps/web/src/index.css names this file as a source.
 */
export const TEST_MODE_NOTICE =
  '<section aria-label="Test mode" class="bg-warning px-4 py-2 text-center text-sm text-warning-content">' +
  '<p><strong>Test mode:</strong> no real payments are taken. Pay with the test card 4242 4242 4242 4242.</p>' +
  '</section>';
