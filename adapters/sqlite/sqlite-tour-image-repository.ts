import type { TourImage } from '../../domain/tours/tour-image.js';
import type { TourImageRepository } from '../../domain/tours/tour-image-repository.js';
import type { SqliteDatabase } from './database.js';

interface TourImageRow {
  tour_id: number;
  image_url: string;
}

export class SqliteTourImageRepository implements TourImageRepository {
  constructor(private readonly db: SqliteDatabase) {}

  async list(): Promise<TourImage[]> {
    const rows = this.db.prepare('SELECT tour_id, image_url FROM tour_images').all() as TourImageRow[];
    return rows.map(toTourImage);
  }

  async get(tourId: number): Promise<TourImage | undefined> {
    const row = this.db
      .prepare('SELECT tour_id, image_url FROM tour_images WHERE tour_id = ?')
      .get(tourId) as TourImageRow | undefined;
    return row && toTourImage(row);
  }

  async save(image: TourImage): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO tour_images (tour_id, image_url, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(tour_id) DO UPDATE SET image_url = excluded.image_url, updated_at = excluded.updated_at`,
      )
      .run(image.tourId, image.imageURL, new Date().toISOString());
  }
}

function toTourImage(row: TourImageRow): TourImage {
  return { tourId: row.tour_id, imageURL: row.image_url };
}
