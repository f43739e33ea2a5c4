import { limits } from "./limits.ts";

/** A wait in words, rounded up: "a minute", "5 minutes", "3 hours", "2 days" (hours from 90 minutes, days from 48 hours). */
function waitInWords(seconds: number): string {
  const [size, unit] = seconds > 48 * 3_600 ? [86_400, "day"] : seconds > 90 * 60 ? [3_600, "hour"] : [60, "minute"];
  const n = Math.max(1, Math.ceil(seconds / size));
  return n === 1 ? `a ${unit}` : `${n} ${unit}s`;
}

/**
 * What the accounts calls answer (main base), verbatim where the specs give the text. `validation` are the field
 * rules of the forms, which the web app checks with the same schemas before it sends.
 */
export const authMessages = {
  registered: "Registration successful. We sent a 6-digit code to your email.",
  emailTaken: "The email has already been taken.",
  /** Also when no mail goes (one code mail a minute per address, a few an hour): the answer never tells which. */
  verificationSent: "If that address needs verifying, a new code is on its way. If none comes, ask again in a minute.",
  emailVerified: "Your email has been verified.",
  invalidCode: "The code is invalid or has expired.",
  loginSuccess: "Login successful.",
  unverifiedEmail: "Please check your inbox to verify your email!",
  invalidCredentials: "Invalid email or password.",
  resetSent:
    "If an account exists for that address, a 4-digit code is on its way. If none comes, ask again in a minute.",
  resetCodeVerified: "Code verified. You can now set a new password.",
  passwordUpdated: "Your password has been updated. Please log in.",
  invalidResetToken: "This password reset link is invalid or has expired. Start password reset again.",
  loggedOut: "Logout Successful",
  googleDisabled: "Sign-in with Google is not enabled.",
  googleInvalid: "Google login failed. Please try again.",
  unauthenticated: "Unauthenticated.",
  suspended: "This account has been suspended.",
  /** A 429 on a code check: too many wrong codes for the address lately (the answer's Retry-After, in words). */
  codeChecksPaused: (seconds: number) =>
    `Too many wrong codes for this address. For your security, please try again in ${waitInWords(seconds)}.`,
  validation: {
    emailRequired: "Email is required.",
    emailInvalid: "Email is invalid.",
    passwordRequired: "Password is required.",
    passwordMin: "Password must be at least 6 characters.",
    passwordMax: `Password may be at most ${limits.passwordMax} characters.`,
    passwordsDoNotMatch: "Passwords do not match.",
    tokenRequired: "Token is required.",
    tokenSix: "Token must be 6 characters.",
    tokenFour: "Token must be 4 characters.",
    tokenDigits: "The code may contain digits only.",
    idTokenRequired: "id_token is required.",
    resetTokenRequired: "The reset token is required.",
  },
} as const;

/** What the sign-up, login, verification and password pages show (core §2, §5; secondary §2, §5), verbatim. */
export const authTexts = {
  email: "Email",
  emailAddress: "Email Address",
  password: "Password",
  logIn: "Log in",
  processing: "Processing...",
  /** Core §2: above the e-mail form of /login and /signup. */
  continueAsGuest: "Continue as Guest",
  orWithEmail: "or with your email",
  login: {
    intro: "Welcome back! Log in to ask, answer and connect with students.",
    enterCode: "Enter your verification code",
    forgotPassword: "Forgot password?",
    loggingIn: "Logging in...",
    newHere: "New here?",
    createAccount: "Create an account",
    verifyEmail: "Verify email",
  },
  signup: {
    title: "Sign up",
    intro: "Join students worldwide: ask questions, find answers and learn from others.",
    confirmPassword: "Confirm Password",
    signingUp: "Signing up...",
    haveAccount: "Already have an account?",
  },
  verifyEmail: {
    title: "Email Verification",
    /** Followed by the address in bold, then `introEnd`. */
    codeSentTo: (digits: number) => `We sent a ${digits}-digit code to`,
    introEnd: ". Enter it below to verify your email address.",
  },
  code: {
    label: (digits: number) => `${digits}-digit code`,
    verify: "Verify Email",
    verifying: "Verifying...",
    /** The spec shows a static "Resend code in 0:24"; the web app counts down from it. */
    resendIn: "Resend code in",
    resend: "Resend code",
    sending: "Sending...",
  },
  forgotPassword: {
    title: "Forgot Password",
    intro: "Enter your email address and we will send you a code to reset your password.",
    send: "Send password reset code",
    remembered: "Remembered it?",
  },
  verifyReset: {
    title: "Verify Password Reset",
    /** Followed by the address in bold and a full stop. */
    enterCode: (digits: number) => `Enter the ${digits}-digit code we sent to`,
    wrongAddress: "Wrong address?",
    startAgain: "Start again",
  },
  resetPassword: {
    title: "Reset Password",
    intro: "Choose a new password for your account.",
    newPassword: "New Password",
    confirmNewPassword: "Confirm New Password",
    continue: "Continue",
  },
  /** Secondary §2 auth-success page. */
  success: {
    title: "New Password Set",
    body: "Your password reset was successful and you can now access your account.",
    goToLogin: "Go to Login",
  },
  logout: {
    button: "Logout",
    sending: "Logging out...",
    redirecting: "Taking you to the login page...",
  },
  /** Where a page sends someone who arrived without what it needs. */
  verifyPermission: "You don't have permission to access the email verification page",
  resetAccessDenied: "page access denied. Start password reset again.",
} as const;
