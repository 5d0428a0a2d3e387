// docs/product/funnel.md prompts that follow a calculation.

/** The post-calculation modal: the 3rd calculation and every 10th after it (13, 23, …). */
export function shouldOpenPostCalculationPrompt(count: number): boolean {
  return count >= 3 && (count - 3) % 10 === 0;
}

/** The newsletter signup dialog: count 3 and every multiple of 10 above 3 (10, 20, 30, …). */
export function shouldOpenNewsletterPrompt(count: number): boolean {
  return count === 3 || (count > 3 && count % 10 === 0);
}
