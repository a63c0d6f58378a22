@domain
Feature: The admin page says where each tour photo appears
  The operator should know before uploading whether any visitor will see a photo. Each admin card names
  the public places that show its tour's photo (every card of the tour record linked to it, on every page
  that lists it: docs/decisions/064), or says plainly that no public page does (only seven public tours
  are linked to admin tours: docs/product.md §3); in batch mode the operator sees which photo goes
  to which tour, and can reorder or drop photos, before anything uploads (issue 19, docs/decisions/062).

  Rule: Each admin card names the public places of its photo, or says that none shows it

    Scenario Outline: Admin tour <tour> says "<where>"
      When the operator looks at the card of admin tour <tour>
      Then the card says "<where>"

      Examples:
        | tour | where                                                                                              |
        | 1    | On /, Popular Tours; /tours, Arenal; /destinations/arenal, Top Arenal Tours                        |
        | 4    | On /, Popular Tours; /tours, Monteverde; /canopy-tours, Top Canopy & Zipline Tours                 |
        | 8    | On /, Popular Tours; /tours, Tamarindo; /surf-lessons, Top Surf Lessons & Camps                    |
        | 7    | No public page shows this tour: visitors never see its photo                                       |
        | 9    | No public page shows this tour: visitors never see its photo                                       |
        | 10   | No public page shows this tour: visitors never see its photo                                       |
        | 11   | No public page shows this tour: visitors never see its photo                                       |

  Rule: The batch review shows each photo's tour before the upload, and follows the operator's changes

    Scenario: Moving a photo up gives it the tour above
      Given the operator has picked "volcano.jpg", "zipline.jpg" and "cloud-forest.jpg" for a batch
      When the operator moves "cloud-forest.jpg" up
      Then the review reads:
        | photo            | tour |
        | volcano.jpg      | 1    |
        | cloud-forest.jpg | 2    |
        | zipline.jpg      | 3    |

    Scenario: Removing a photo moves the ones after it up a tour
      Given the operator has picked "volcano.jpg", "zipline.jpg" and "cloud-forest.jpg" for a batch
      When the operator removes "volcano.jpg"
      Then the review reads:
        | photo            | tour |
        | zipline.jpg      | 1    |
        | cloud-forest.jpg | 2    |
