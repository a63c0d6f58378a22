import type { StatementSync } from 'node:sqlite';
import type { TourImage } from '../../domain/tours/tour-image.js';
import type { TourImageRepository } from '../../domain/tours/tour-image-repository.js';
import { writeReturning, type SqliteDatabase } from './database.js';

interface TourImageRow {
  tour_id: number;
  image_url: string;
}

export class SqliteTourImageRepository implements TourImageRepository {
  /** Prepared once: the list is read on every GET /api/tours/images, and preparing cost more than the query (docs/decisions/047). */
  private readonly listAll: StatementSync;
  /**
   * The list as last read, kept until this repository saves: a SQLite file belongs to one server (README,
   * "Running on more than one machine": sharing needs PostgreSQL), so nothing else writes behind our back.
   */
  private listed: readonly TourImage[] | undefined;

  constructor(private readonly db: SqliteDatabase) {
    this.listAll = db.prepare('SELECT tour_id, image_url FROM tour_images');
  }

  async list(): Promise<TourImage[]> {
    this.listed ??= (this.listAll.all() as unknown as TourImageRow[]).map(toTourImage);
    return [...this.listed];
  }

  async get(tourId: number): Promise<TourImage | undefined> {
    const row = this.db
      .prepare('SELECT tour_id, image_url FROM tour_images WHERE tour_id = ?')
      .get(tourId) as unknown as TourImageRow | undefined;
    return row && toTourImage(row);
  }

  async save(image: TourImage): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO tour_images (tour_id, image_url, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(tour_id) DO UPDATE SET image_url = excluded.image_url, updated_at = excluded.updated_at`,
      )
      .run(image.tourId, image.imageURL, new Date().toISOString());
    this.listed = undefined;
  }

  async remove(tourId: number): Promise<TourImage | undefined> {
    // Run to its end: a removal the disk refuses must throw, or the photo would be deleted while its record stays (writeReturning).
    const [row] = writeReturning<TourImageRow>(this.db, 'DELETE FROM tour_images WHERE tour_id = ? RETURNING tour_id, image_url', tourId);
    this.listed = undefined;
    return row && toTourImage(row);
  }
}

function toTourImage(row: TourImageRow): TourImage {
  return { tourId: row.tour_id, imageURL: row.image_url };
}
