import type { OutputFormat } from './output-file-name.js';

/**
 * docs/product.md §2, §9 aspect presets of the crop dialog; Free has no fixed ratio. 16:10 is the public cards' own
 * frame (800 × 500; issue 37 point 8), so a crop made with it is shown whole on a card.
 */
export const ASPECT_PRESETS = [
  { label: '16:10', ratio: 16 / 10 },
  { label: '16:9', ratio: 16 / 9 },
  { label: '4:3', ratio: 4 / 3 },
  { label: '1:1', ratio: 1 },
  { label: 'Free', ratio: undefined },
] as const;

export type AspectPreset = (typeof ASPECT_PRESETS)[number]['label'];

/** Everything the crop dialog lets the operator set (docs/product.md §2, §4). */
export interface CropSettings {
  readonly aspect: AspectPreset;
  readonly scale: number;
  /** Degrees, one of 0, 90, 180, 270. */
  readonly rotation: number;
  readonly brightness: number;
  readonly contrast: number;
  readonly saturation: number;
  readonly autoEnhance: boolean;
  readonly quality: number;
  readonly format: OutputFormat;
}

/** docs/product.md §4 crop defaults. */
export const DEFAULT_CROP_SETTINGS: CropSettings = {
  aspect: '16:9',
  scale: 1,
  rotation: 0,
  brightness: 100,
  contrast: 100,
  saturation: 100,
  autoEnhance: true,
  quality: 85,
  format: 'webp',
};

export interface SliderBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export type Slider = 'scale' | 'brightness' | 'contrast' | 'saturation' | 'quality';

/** docs/product.md §5 crop bounds and steps; the sliders use them, and so does clamping. */
export const SLIDER_BOUNDS: Readonly<Record<Slider, SliderBounds>> = {
  scale: { min: 0.5, max: 3, step: 0.1 },
  brightness: { min: 25, max: 200, step: 5 },
  contrast: { min: 25, max: 200, step: 5 },
  saturation: { min: 0, max: 200, step: 5 },
  quality: { min: 60, max: 100, step: 5 },
};

/** docs/product.md §5: a crop area is at least 100 by 100 pixels (with the aspect kept: crop-minimum.ts). */
export const MIN_CROP_SIZE = 100;

/** A value within the slider's bounds, on its nearest step (no floating-point crumbs such as 1.2000000000000002). */
export function clampToSlider(slider: Slider, value: number): number {
  const { min, max, step } = SLIDER_BOUNDS[slider];
  const within = Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
  const stepped = min + Math.round((within - min) / step) * step;
  return Number(stepped.toFixed(2));
}

export function withSlider(settings: CropSettings, slider: Slider, value: number): CropSettings {
  return { ...settings, [slider]: clampToSlider(slider, value) };
}

export function withAspect(settings: CropSettings, aspect: AspectPreset): CropSettings {
  return { ...settings, aspect };
}

export function aspectRatioOf(aspect: AspectPreset): number | undefined {
  // Every AspectPreset is one of the presets, so the search always finds it.
  return ASPECT_PRESETS.find((preset) => preset.label === aspect)!.ratio;
}

export function withFormat(settings: CropSettings, format: OutputFormat): CropSettings {
  return { ...settings, format };
}

export function withAutoEnhance(settings: CropSettings, autoEnhance: boolean): CropSettings {
  return { ...settings, autoEnhance };
}

/** docs/product.md §2: the Quality slider is shown only when the format is not Original. */
export function showsQuality(settings: Pick<CropSettings, 'format'>): boolean {
  return settings.format !== 'original';
}

/** docs/product.md §2: rotate left or right by 90 degrees, wrapping at 360 (so the value stays in 0–270). */
export function rotated(settings: CropSettings, direction: 'left' | 'right'): CropSettings {
  const turn = direction === 'right' ? 90 : -90;
  return { ...settings, rotation: (((settings.rotation + turn) % 360) + 360) % 360 };
}

/** docs/product.md §2 'Reset' beside the rotate buttons: the framing (scale and rotation) back to its defaults. */
export function resetFraming(settings: CropSettings): CropSettings {
  return { ...settings, scale: DEFAULT_CROP_SETTINGS.scale, rotation: DEFAULT_CROP_SETTINGS.rotation };
}

/** docs/product.md §2 'Reset Adjustments': brightness, contrast and saturation back to 100. */
export function resetAdjustments(settings: CropSettings): CropSettings {
  const { brightness, contrast, saturation } = DEFAULT_CROP_SETTINGS;
  return { ...settings, brightness, contrast, saturation };
}

/** A crop rectangle in the image's own pixels, as the cropper reports it. */
export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** docs/product.md §2: 'Apply Crop' stays disabled until the cropper has reported a crop area. */
export function canApplyCrop(area: CropArea | undefined): area is CropArea {
  return area !== undefined;
}
