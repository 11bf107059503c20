// After an owner reset their lost two-factor, an operator is kept on the security screen until they
// enrol again (/me says mustEnrolTotp; the enrolment there clears it).
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

export function TotpEnrolGate() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname !== '/security') {
    return <Navigate to="/security" replace />;
  }
  return (
    <p className="banner" role="status">
      {t('operatorTotp.mustEnrol')}
    </p>
  );
}
