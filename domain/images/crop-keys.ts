/** docs/decisions/046: an arrow key pans the photo under the crop frame by this many screen pixels (a fifth of it with Shift). */
export const CROP_KEYBOARD_STEP = 10;

/**
 * Issue 23: an arrow key moves the crop FRAME in the arrow's direction. The cropper (react-easy-crop) pans the
 * photo by its keyboard step instead, so it is handed the opposite step: the photo moves left under the
 * frame on ArrowRight, which brings the frame over the part further right.
 */
export const CROPPER_KEYBOARD_STEP = -CROP_KEYBOARD_STEP;

export type CropKeyAction = { readonly kind: 'zoom'; readonly direction: 1 | -1 };

const ZOOM_KEYS: Readonly<Record<string, 1 | -1>> = { '+': 1, '=': 1, '-': -1, '−': -1, _: -1 };

/**
 * docs/decisions/046: + and − on the crop area zoom by one step of the scale slider. The arrow keys are the
 * cropper's own (react-easy-crop, by CROPPER_KEYBOARD_STEP); Tab and Escape are the dialog's.
 */
export function cropKeyAction(key: string): CropKeyAction | undefined {
  const direction = ZOOM_KEYS[key];
  return direction === undefined ? undefined : { kind: 'zoom', direction };
}
