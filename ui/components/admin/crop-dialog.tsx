import { Dialog, DialogDescription, DialogHeading } from '@ariakit/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { AUTO_ENHANCE_DELAY_MS, autoEnhance } from '../../../domain/images/auto-enhance.js';
import { CROPPER_KEYBOARD_STEP, cropKeyAction } from '../../../domain/images/crop-keys.js';
import { cropRefusal, fitCropToMinimum, type PixelSize } from '../../../domain/images/crop-minimum.js';
import { PREVIEW_DEBOUNCE_MS, presetForCards } from '../../../domain/images/crop-preview.js';
import {
  ASPECT_PRESETS,
  aspectRatioOf,
  canApplyCrop,
  DEFAULT_CROP_SETTINGS,
  resetAdjustments,
  resetFraming,
  rotated,
  showsQuality,
  SLIDER_BOUNDS,
  withAspect,
  withAutoEnhance,
  withFormat,
  withSlider,
  type CropArea,
  type CropSettings,
  type Slider,
} from '../../../domain/images/crop-settings.js';
import type { OutputFormat } from '../../../domain/images/output-file-name.js';
import { SchedulerToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../../content/illustrations.js';
import { drawCardPreview, drawPreview, exportCrop, meanBrightnessOf, previewSourceOf, toneFilter } from './crop-canvas.js';
import type { CropSource } from './crop-pipeline.js';
import { useToastsWaitWhileOpen } from '../toaster.js';
import * as css from './crop-dialog.css.js';
import { useFileDrop } from './file-drop.js';

/** The public cards' photo frame (800 × 500, 16:10): the card preview's shape, and the preset that matches it. */
const CARD: PixelSize = { width: ILLUSTRATION_WIDTH, height: ILLUSTRATION_HEIGHT };
const CARD_PRESET = presetForCards(CARD);

const FORMATS: readonly { value: OutputFormat; label: string }[] = [
  { value: 'original', label: 'Original' },
  { value: 'webp', label: 'WebP (Best)' },
  { value: 'jpeg', label: 'JPEG' },
];

function RangeField({ label, slider, value, unit, onChange }: { label: string; slider: Slider; value: number; unit: string; onChange: (value: number) => void }) {
  const id = useId();
  const { min, max, step } = SLIDER_BOUNDS[slider];
  return (
    <div className={css.range}>
      <label htmlFor={id} className={css.rangeLabel}>
        <span>{label}</span>
        <output htmlFor={id}>
          {value}
          {unit}
        </output>
      </label>
      <input id={id} className={css.rangeInput} type="range" min={min} max={max} step={step} value={value} onChange={(event) => onChange(Number(event.target.value))} />
    </div>
  );
}

interface CropDialogProps {
  file: File;
  /** The photo's upright size; the page has already refused a photo too small to crop (docs/decisions/046). */
  photo: PixelSize;
  tourTitle: string;
  onCancel: () => void;
  /** Gets the cropped, adjusted and re-encoded photo; the dialog closes after it. */
  onApply: (photo: File) => void;
  /** Photos dropped on the dialog: they replace the one being cropped (after the upload widget's check). */
  onReplace: (files: File[]) => void;
}

/** docs/product.md §2 crop dialog; its bounds, defaults and rules come from domain/images. */
export function CropDialog({ file, photo, tourTitle, onCancel, onApply, onReplace }: CropDialogProps) {
  const drop = useFileDrop(onReplace);
  // Issue 19: no toast covers the dialog ("Access Granted" waited over Cancel and Apply Crop).
  useToastsWaitWhileOpen();
  const scheduler = useService(SchedulerToken);
  const [settings, setSettings] = useState<CropSettings>(DEFAULT_CROP_SETTINGS);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [area, setArea] = useState<CropArea | undefined>(undefined);
  const [imageUrl, setImageUrl] = useState<string | undefined>(undefined);
  const [image, setImage] = useState<CropSource | undefined>(undefined);
  const [applying, setApplying] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);
  const previewBox = useRef<HTMLDivElement>(null);
  const cardPreview = useRef<HTMLCanvasElement>(null);
  const presetHintId = useId();
  const autoEnhanceOn = useRef(settings.autoEnhance);
  autoEnhanceOn.current = settings.autoEnhance;

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setImageUrl(url);
    // docs/decisions/046: the preview and auto enhance read a small upright copy, decoded off the main thread.
    let current: (CropSource & { image: ImageBitmap }) | undefined;
    let gone = false;
    previewSourceOf(file, photo).then(
      (source) => {
        if (gone) source.image.close();
        else setImage((current = source));
      },
      () => console.error(`The photo ${file.name} could not be read`),
    );
    return () => {
      gone = true;
      current?.image.close();
      URL.revokeObjectURL(url);
    };
  }, [file, photo]);

  const enhanceNow = useCallback(() => {
    if (!image) return;
    const mean = meanBrightnessOf(image);
    setSettings((current) => ({ ...current, ...autoEnhance(current, mean) }));
  }, [image]);

  // docs/product.md §4: auto enhance runs 500 ms after the image loads, when its switch is on.
  useEffect(() => {
    if (!image) return undefined;
    return scheduler.schedule(AUTO_ENHANCE_DELAY_MS, () => {
      if (autoEnhanceOn.current) enhanceNow();
    });
  }, [image, scheduler, enhanceNow]);

  // The cropper reports areas of the rotated photo: a quarter turn swaps its sides.
  const shown: PixelSize = settings.rotation % 180 === 0 ? photo : { width: photo.height, height: photo.width };
  // docs/decisions/046: the area actually cropped: at least the aspect's minimum, inside the photo.
  const fitted = area && fitCropToMinimum(area, shown, settings.aspect);

  // docs/decisions/060: both previews redraw PREVIEW_DEBOUNCE_MS after the last change, from the small copy decoded off the main thread.
  useEffect(() => {
    if (!image || !fitted) return undefined;
    return scheduler.schedule(PREVIEW_DEBOUNCE_MS, () => {
      try {
        if (preview.current && previewBox.current) drawPreview(preview.current, previewBox.current, image, fitted, settings);
        if (cardPreview.current) drawCardPreview(cardPreview.current, image, fitted, settings, CARD);
      } catch (error) {
        console.error('The preview could not be drawn:', error);
      }
    });
  }, [image, scheduler, fitted?.x, fitted?.y, fitted?.width, fitted?.height, settings.rotation, settings.brightness, settings.contrast, settings.saturation]); // eslint-disable-line react-hooks/exhaustive-deps

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const aspect = aspectRatioOf(settings.aspect) ?? photo.width / photo.height;
  const slider = (name: Slider) => (value: number) => setSettings((current) => withSlider(current, name, value));

  /** Keyboard (docs/decisions/046, issue 23): the arrow keys move the crop frame their way; + and − zoom by the scale slider's step. */
  function zoomKeys(event: KeyboardEvent<HTMLDivElement>) {
    const action = cropKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    setSettings((current) => withSlider(current, 'scale', current.scale + action.direction * SLIDER_BOUNDS.scale.step));
  }

  async function apply() {
    if (!image || !canApplyCrop(fitted)) return;
    setApplying(true);
    try {
      onApply(await exportCrop(file, fitted, settings));
    } finally {
      setApplying(false);
    }
  }

  return (
    <Dialog open onClose={onCancel} className={css.dialog} backdrop={<div className={css.backdrop} />} data-drop-over={drop.over || undefined} {...drop.handlers}>
      <div className={css.header}>
        <DialogHeading className={css.heading}>Crop and Resize Image</DialogHeading>
        <DialogDescription className={css.description}>Adjust the crop area, rotation and scale for {tourTitle}</DialogDescription>
      </div>
      <div className={css.body}>
        {/*
          docs/decisions/114: three columns on a laptop (frame, previews, settings), so every control shows at 1280 × 720
          without scrolling; on a phone the previews come right under the frame, so both are seen together.
        */}
        <div className={css.layout}>
          <div className={css.frameColumn}>
            <div className={css.cropArea} onKeyDown={zoomKeys}>
              {imageUrl && (
                <Cropper
                  image={imageUrl}
                  crop={crop}
                  zoom={settings.scale}
                  rotation={settings.rotation}
                  aspect={aspect}
                  minZoom={SLIDER_BOUNDS.scale.min}
                  maxZoom={SLIDER_BOUNDS.scale.max}
                  restrictPosition={settings.scale >= 1}
                  onCropChange={setCrop}
                  onZoomChange={slider('scale')}
                  onCropComplete={onCropComplete}
                  keyboardStep={CROPPER_KEYBOARD_STEP}
                  cropperProps={{ role: 'group', 'aria-label': 'Crop area: arrow keys move the frame, + and − zoom', 'aria-roledescription': 'crop area' }}
                  // react-easy-crop takes its media styles inline: the live tone preview.
                  style={{ mediaStyle: { filter: toneFilter(settings) } }}
                />
              )}
            </div>
            <div role="group" aria-label="Aspect ratio" className={css.presets}>
              {ASPECT_PRESETS.map((preset) => (
                <button
                  key={preset.label}
                  type="button"
                  className={`${button({ variant: 'secondary' })} ${css.toggle} ${css.compact}`}
                  aria-pressed={settings.aspect === preset.label}
                  aria-describedby={preset.label === CARD_PRESET.preset ? presetHintId : undefined}
                  // docs/decisions/046: a preset whose minimum crop the photo cannot hold is not offered.
                  disabled={cropRefusal(shown, preset.label) !== undefined}
                  title={cropRefusal(shown, preset.label)}
                  onClick={() => setSettings((current) => withAspect(current, preset.label))}
                >
                  {preset.label}
                  {preset.label === CARD_PRESET.preset && (
                    <span className={css.presetTag} aria-hidden="true">
                      cards
                    </span>
                  )}
                </button>
              ))}
            </div>
            <p id={presetHintId} className={css.hint}>
              {CARD_PRESET.exact
                ? `${CARD_PRESET.preset} matches the public cards (${CARD.width} × ${CARD.height}).`
                : `Public cards are ${CARD.width} × ${CARD.height} (16:10); ${CARD_PRESET.preset} is the closest preset. The card preview shows what they keep.`}
            </p>
            <RangeField label="Scale" slider="scale" unit="x" value={settings.scale} onChange={slider('scale')} />
            <div role="group" aria-label="Rotation" className={css.row}>
              <button type="button" className={`${button({ variant: 'secondary' })} ${css.compact}`} onClick={() => setSettings((current) => rotated(current, 'left'))}>
                Rotate Left
              </button>
              <button type="button" className={`${button({ variant: 'secondary' })} ${css.compact}`} onClick={() => setSettings((current) => rotated(current, 'right'))}>
                Rotate Right
              </button>
              <button type="button" className={`${button({ variant: 'secondary' })} ${css.compact}`} onClick={() => setSettings(resetFraming)}>
                Reset
              </button>
              <span>{settings.rotation}°</span>
            </div>
          </div>
          <div className={css.previews}>
            <figure className={css.previewFigure}>
              <figcaption className={css.legend}>Preview</figcaption>
              <div ref={previewBox} className={css.previewBox}>
                <canvas ref={preview} className={css.previewCanvas} role="img" aria-label={`Preview of the whole crop for ${tourTitle}`} />
              </div>
              {fitted && (
                <output className={css.hint} aria-label="Crop area">
                  {`${fitted.width} × ${fitted.height} pixels from (${fitted.x}, ${fitted.y})`}
                </output>
              )}
            </figure>
            <figure className={css.previewFigure}>
              <figcaption className={css.legend}>As it will appear</figcaption>
              <div className={css.cardMock}>
                <canvas ref={cardPreview} className={css.cardCanvas} role="img" aria-label={`How a public card of ${tourTitle} will show the photo (16:10)`} />
                <span className={css.cardMockTitle} aria-hidden="true">
                  {tourTitle}
                </span>
              </div>
              <span className={css.hint}>On a public card, 16:10</span>
            </figure>
          </div>
          <div className={css.settingsColumn}>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>Adjustments</legend>
              <RangeField label="Brightness" slider="brightness" unit="%" value={settings.brightness} onChange={slider('brightness')} />
              <RangeField label="Contrast" slider="contrast" unit="%" value={settings.contrast} onChange={slider('contrast')} />
              <RangeField label="Saturation" slider="saturation" unit="%" value={settings.saturation} onChange={slider('saturation')} />
              <div className={css.row}>
                <button type="button" className={`${button({ variant: 'secondary' })} ${css.compact}`} onClick={() => setSettings(resetAdjustments)}>
                  Reset Adjustments
                </button>
                <button type="button" className={`${button({ variant: 'secondary' })} ${css.compact}`} onClick={enhanceNow} disabled={!image}>
                  Enhance Now
                </button>
              </div>
              <label className={css.switchLabel}>
                <input
                  className={css.switchInput}
                  type="checkbox"
                  role="switch"
                  checked={settings.autoEnhance}
                  onChange={(event) => setSettings((current) => withAutoEnhance(current, event.target.checked))}
                />
                Auto Enhance
              </label>
            </fieldset>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>Output</legend>
              <label className={css.range}>
                <span className={css.rangeLabel}>Output Format</span>
                <select className={control({ size: 'compact' })} value={settings.format} onChange={(event) => setSettings((current) => withFormat(current, event.target.value as OutputFormat))}>
                  {FORMATS.map((format) => (
                    <option key={format.value} value={format.value}>
                      {format.label}
                    </option>
                  ))}
                </select>
              </label>
              {showsQuality(settings) && <RangeField label="Quality" slider="quality" unit="%" value={settings.quality} onChange={slider('quality')} />}
            </fieldset>
          </div>
        </div>
      </div>
      <div className={css.actions}>
        {/* In the bar that never scrolls, beside the buttons: the body keeps its height for the controls. */}
        <p className={css.keyboardHint}>Keyboard: arrow keys move the crop frame in their direction, + and − zoom, Tab reaches every control, Escape cancels.</p>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={button()} onClick={() => void apply().catch((error: unknown) => console.error('The crop could not be applied:', error))} disabled={!canApplyCrop(fitted) || !image || applying}>
          {applying ? 'Applying...' : 'Apply Crop'}
        </button>
      </div>
    </Dialog>
  );
}
