Feature: Batch upload fills the admin tours in list order
  In batch mode the operator uploads up to ten photos at once: the first photo goes to the first
  tour of the admin list, the second to the second, and so on (docs/product.md §2, §5, §9). The
  operator's batch runs the admin page's own use case (TourPhotoUploadRun, its transfers ending in
  any order) over in-memory adapters at @domain, and the real admin page against the real server at @ui.

  @domain @ui
  Rule: Photos go to the tours in list order, first to first; an eleventh photo while ten upload gets "Cannot add more files"

    Scenario: Three photos
      When the operator batch-uploads 3 photos
      Then the tours get these photos:
        | tour | photo       |
        | 1    | photo-1.jpg |
        | 2    | photo-2.jpg |
        | 3    | photo-3.jpg |
      And tours 4 to 11 keep their photos

    Scenario: An eleventh photo picked while ten upload
      When the operator batch-uploads 10 photos and picks 1 more while they upload
      Then the eleventh photo is refused with "Cannot add more files"
      And the first 10 tours get a new photo, each its own in list order
      And tours 11 to 11 keep their photos

  @domain
  Rule: Any number of photos up to ten updates that many tours from the first

    Scenario Outline: <count> photos update the first <count> tours
      When the operator batch-uploads <count> photos
      Then the first <count> tours get a new photo, each its own in list order

      Examples:
        | count |
        | 1     |
        | 4     |
        | 10    |

  @domain
  Rule: In batch mode each card says it will be updated in order

    Scenario: The note on the fourth card
      Then the card at position 4 reads "Tour #4 - Will be updated by batch upload in order"
