// The three legal routes as components (one lazy chunk with their texts).
import { LegalDocument } from './LegalDocument';

export function LegalNoticePage() {
  return <LegalDocument name="legal" />;
}

export function PrivacyPage() {
  return <LegalDocument name="privacy" />;
}

export function TermsPage() {
  return <LegalDocument name="terms" />;
}
