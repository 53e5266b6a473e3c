declare namespace App {
  interface Locals {
    /**
     * A signed-in customer's record on the onboarding and login pages, looked up once by the
     * middleware (it decides where the wizard goes) and reused by the page.
     */
    onboarding?: import('./onboarding-server').OnboardingLocals;
  }
}
