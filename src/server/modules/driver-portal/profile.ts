import { PROFILE_MESSAGES } from '@/shared/messages';
import { isDriver } from '@/shared/roles';
import { badRequest } from '@/server/errors';
import type { App, AuthUser } from '@/server/types';
import { photoUrl } from '../accounts/account-view';

/**
 * A driver edits the note riders see; any account changes its photo (an image it uploaded itself): a driver
 * without one is asked for it by the ID generator, since the card carries it.
 */
export async function updateProfile(app: App, user: AuthUser, body: { note?: string; photo?: string }) {
  if (isDriver(user.roles) && body.photo === undefined) {
    if (body.note === undefined) throw badRequest('Please enter a note.');
    const note = body.note.trim();
    await app.deps.db.query('UPDATE users SET note = $2, updated_at = now() WHERE id = $1', [user.id, note]);
    return { message: PROFILE_MESSAGES.SAVED, note };
  }
  if (!body.photo) throw badRequest('Please choose a photo.');
  const updated = await app.deps.db.query(
    `UPDATE users SET customizable_photo = $2, updated_at = now()
      WHERE id = $1 AND EXISTS (SELECT 1 FROM uploads WHERE id = $2 AND owner_id = $1 AND kind IN ('photo', 'selfie'))`,
    [user.id, body.photo],
  );
  if (!updated.rowCount) throw badRequest('Please choose a photo.');
  return { message: PROFILE_MESSAGES.SAVED, customizable_photo: photoUrl(body.photo) };
}
