/**
 * Passwords that are long enough but guessed first by anyone trying accounts: the most common entries of the
 * public breached-password rankings (NCSC "100k most common" list, NordPass and SplashData yearly lists), six
 * characters or longer since shorter ones fail the length rule anyway. NIST SP 800-63B asks services to refuse
 * such passwords.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '987654321',
  '654321',
  '123123',
  '123321',
  '121212',
  '112233',
  '000000',
  '111111',
  '555555',
  '666666',
  '7777777',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'qazwsx',
  '1qaz2wsx',
  'zaq12wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'abc123',
  'abcdef',
  'aa123456',
  'admin123',
  'iloveyou',
  'letmein',
  'welcome',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'shadow',
  'superman',
  'master',
  'michael',
  'charlie',
  'trustno1',
  'whatever',
  'freedom',
  'starwars',
  'hello123',
]);

/** Why a password of acceptable length is still too easy to guess, or null when it is not. */
export function weakPasswordReason(password: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'it is one of the most common passwords';
  if (/^(.)\1*$/u.test(password)) return 'it repeats one character';
  return null;
}
