import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { OutputFormat } from '../../domain/images/output-file-name.js';
import type { CropDialogView } from '../support/portal.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

const FORMATS: Record<string, OutputFormat> = { WebP: 'webp', JPEG: 'jpeg', Original: 'original' };
/** Large enough for any crop (docs/decisions/046), so the dialog opens. */
const PHOTO = { width: 800, height: 600 };

function openDialog(world: PortalWorld): CropDialogView {
  const { picked } = world.cropDialog;
  if (!picked || 'refused' in picked) throw new Error('The crop dialog is not open');
  return picked;
}

When('the operator picks a photo named {string} to crop', async function (this: PortalWorld, name: string) {
  const { operator } = this.portal;
  this.cropDialog = { photo: PHOTO, picked: await capabilityOf(this, operator.pickPhotoToCrop, 'a crop dialog').call(operator, PHOTO, name) };
});

When(/^chooses the output format (WebP|JPEG|Original)$/, async function (this: PortalWorld, format: string) {
  await openDialog(this).chooseOutputFormat(FORMATS[format]!);
});

Then('the crop dialog uploads the photo as {string}', async function (this: PortalWorld, uploaded: string) {
  assert.equal(await openDialog(this).applyAndReadUploadedName(), uploaded);
});
