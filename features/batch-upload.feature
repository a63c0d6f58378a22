@domain
Feature: Batch upload fills the admin tours in list order
  In batch mode the operator uploads several photos at once: the first photo goes to the first
  tour of the admin list, the second to the second, and so on, stopping at the number of
  tours (docs/product.md §2, §5).

  Background:
    Given the admin page lists its 11 tours

  Rule: Photos go to the tours in list order, first to first

    Scenario: Three photos
      When the operator batch-uploads 3 photos
      Then the tours get these photos:
        | tour | photo       |
        | 1    | photo-1.jpg |
        | 2    | photo-2.jpg |
        | 3    | photo-3.jpg |
      And tours 4 to 11 keep their photos

    Scenario Outline: <count> photos update the first <updated> tours
      When the operator batch-uploads <count> photos
      Then the first <updated> tours get a new photo
      And <left over> photos are left over

      Examples:
        | count | updated | left over |
        | 1     | 1       | 0         |
        | 10    | 10      | 0         |
        | 11    | 11      | 0         |
        | 13    | 11      | 2         |

  Rule: In batch mode each card says it will be updated in order

    Scenario: The note on the fourth card
      Then the card at position 4 reads "Tour #4 - Will be updated by batch upload in order"
