// Its own module without dependencies: the root route imports it into every page's bundle.
/**
 * Whether a form posts a step of the mindset test (/mindsettest, /en/mindsettest, with or without
 * `?index`): the steps save nothing, so no page's loaders need to run again after one.
 */
export function isMindsetStepAction(formAction: string | undefined): boolean {
  if (!formAction) return false;
  return /^\/(en\/)?mindsettest$/.test(formAction.split("?")[0]!);
}
