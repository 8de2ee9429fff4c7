import { Link } from 'react-router-dom';
import { PlainPage } from '../plain/PlainPage';
import { plain } from '../plain/plainStyles';

/** Placeholder: the three-step reset (Send OTP, Verify OTP, new password) comes in its own issue. */
export function ForgotPasswordPage() {
  return (
    <PlainPage>
      <h1 style={plain.heading}>Forgot Password</h1>
      <Link to="/" style={plain.link}>
        Back to Login
      </Link>
    </PlainPage>
  );
}
