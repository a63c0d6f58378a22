Feature: Smaller copies of the operator's photos
  The server keeps every uploaded photo with AVIF and WebP copies 480, 960 and 1600 pixels wide, never wider
  than the photo itself, so a phone downloads a small copy instead of the whole original. The tours page offers
  the copies to the browser, AVIF first, then WebP, with the original as the fallback
  (docs/decisions/048-responsive-photo-variants.md).

  @api
  Rule: An uploaded photo is kept with its AVIF and WebP copies, each served as the image it is

    Scenario: A large photo gets copies 480, 960 and 1600 pixels wide
      Given the operator has replaced the photo of admin tour 1 with a photo 2400 pixels wide
      When a visitor asks for the custom tour images
      Then the image of admin tour 1 lists these copies:
        | type       | width |
        | image/avif | 480   |
        | image/avif | 960   |
        | image/avif | 1600  |
        | image/webp | 480   |
        | image/webp | 960   |
        | image/webp | 1600  |
      And every copy is served as its type at its width, cached for good and never sniffed

    Scenario: No copy is wider than the photo
      Given the operator has replaced the photo of admin tour 3 with a photo 800 pixels wide
      When a visitor asks for the custom tour images
      Then the image of admin tour 3 lists these copies:
        | type       | width |
        | image/avif | 480   |
        | image/avif | 800   |
        | image/webp | 480   |
        | image/webp | 800   |

    Scenario: A copy that was never made is not found
      Given the operator has replaced the photo of admin tour 1 with a photo 800 pixels wide
      When a visitor asks for the AVIF copy of that photo 1600 pixels wide
      Then the portal answers that there is no such photo

    Scenario: A photo stored before copies existed keeps working with its original alone
      Given a photo stored before copies were made is the image of admin tour 2
      When a visitor asks for the custom tour images
      Then the image of admin tour 2 lists no copies
      And its original is still served

  @ui
  Rule: The tours page offers the copies, and a phone loads a small one

    Scenario: A phone 375 pixels wide loads a small copy of the operator's photo
      Given the operator has replaced the photo of admin tour 1 with a photo 2400 pixels wide
      When a visitor opens the tours page on a phone 375 pixels wide
      Then the tour "arenal-1" offers its AVIF copies first, then its WebP copies, sized for the card, with the original as fallback
      And the phone shows the tour "arenal-1" from a copy 480 to 960 pixels wide, not the original

  @ui
  Rule: The first card's image is fetched first and at once, cards further down load lazily

    Scenario: The tours page, whose hero has no picture
      When a visitor opens the tours page
      Then the image of the first tour card is fetched with high priority and not lazily
      And the images of the tour cards after the second load lazily
