import { useEffect, useRef, useState } from 'react';
import { usePasswordReset } from './passwordResetStore';
import { GoLink } from '../navigation/GoLink';
import { useGo } from '../navigation/navigation';
import { PlainPage } from '../plain/PlainPage';
import { plain } from '../plain/plainStyles';
import { NewPasswordStep } from './NewPasswordStep';
import { reset } from './resetStyles';
import { StepForm } from './StepForm';
import { useClearAfter } from '../plain/useClearAfter';

type Step = 'email' | 'otp' | 'password';

// Foundation §4 and §9: notices clear after 5 s (3 s on the last step); the login page comes 3 s after success.
const NOTICE_MS = 5000;
const LAST_NOTICE_MS = 3000;
const REDIRECT_MS = 3000;

/** The three steps of a password reset: e-mail, one-time code, new password; then back to login. */
export default function ForgotPasswordFlow() {
  const go = useGo();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  const loading = usePasswordReset((state) => state.loading);
  const error = usePasswordReset((state) => state.error);
  const message = usePasswordReset((state) => state.message);
  const resetDone = usePasswordReset((state) => state.resetPasswordSuccess);
  const status = usePasswordReset((state) => state.forgotPasswordSuccess || state.verifyOTPSuccess || resetDone);
  const { forgotPassword, verifyOtp, resetPassword, clearMessages, clearError, clearStatus } =
    usePasswordReset.getState();

  useClearAfter(Boolean(error), NOTICE_MS, clearError);
  useClearAfter(status, resetDone ? LAST_NOTICE_MS : NOTICE_MS, clearStatus);

  // Arrive without the login page's messages, and leave none behind for it.
  useEffect(() => {
    clearMessages();
    return () => {
      clearTimeout(redirect.current);
      clearMessages();
    };
  }, [clearMessages]);

  const sendCode = async () => {
    if (await forgotPassword(email)) setStep('otp');
  };
  const checkCode = async () => {
    if (await verifyOtp(email, otp)) setStep('password');
  };
  const setNewPassword = async (newPassword: string) => {
    if (await resetPassword(email, otp, newPassword)) {
      redirect.current = setTimeout(() => go('/', { replace: true }), REDIRECT_MS);
    }
  };

  return (
    <PlainPage>
      <h1 style={plain.heading}>Forgot Password</h1>
      {step === 'email' && (
        <StepForm
          intro="Enter the e-mail of your account: we will send you a one-time code (OTP)."
          submitLabel="Send OTP"
          busyLabel="Sending..."
          loading={loading}
          onSubmit={sendCode}
        >
          <label style={plain.field}>
            Email
            <input
              style={plain.input}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
        </StepForm>
      )}
      {step === 'otp' && (
        <StepForm
          intro={`Enter the 6-digit code sent to ${email.trim()}. It is valid for 10 minutes.`}
          submitLabel="Verify OTP"
          busyLabel="Verifying..."
          loading={loading}
          onSubmit={checkCode}
        >
          <label style={plain.field}>
            OTP
            <input
              style={plain.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={otp}
              onChange={(event) => setOtp(event.target.value)}
            />
          </label>
        </StepForm>
      )}
      {step === 'password' && <NewPasswordStep loading={loading} onReset={setNewPassword} />}
      <div style={{ ...plain.form, marginTop: plain.form.gap }}>
        {status && message && (
          <p role="status" style={reset.success}>
            {message}
          </p>
        )}
        {error && (
          <p role="alert" style={plain.error}>
            {error}
          </p>
        )}
        <GoLink to="/" style={reset.back}>
          Back to Login
        </GoLink>
      </div>
    </PlainPage>
  );
}
