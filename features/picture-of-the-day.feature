Feature: The picture of the day
  The gallery shows the photo agency's latest Costa Rica photos, one at a time, with the story of
  each photo and a way to see the original (docs/product.md §2, §4, §9). Without a configured feed the portal
  shows its bundled sample of 6 photos, newest first. Each rule shows in the browser on the sample; dates, keyword
  lists and gallery sizes the sample does not have are checked on the domain's gallery alone (@domain).

  @read-only
  Rule: The gallery opens on the newest photo, with its date, story, keywords and credit

    @ui
    Scenario: The visitor sees the first photo of the day
      When a visitor opens the picture of the day
      Then the gallery shows photo "1 of 6"
      And the photo is "Arenal Volcano at first light", published on "November 21, 2026"
      And the photo shows the keywords "Arenal", "volcano", "La Fortuna", "sunrise", "Alajuela" and "landscape"
      And the photo says it is a sample drawing until the agency's feed is connected
      And the photo offers no "View Original", having no original elsewhere

    @domain
    Scenario Outline: A photo published "<published>"
      Then a photo published "<published>" shows the date "<shown>"

      Examples:
        | published                     | shown             |
        | Thu, 05 Mar 2026 08:00:00 GMT | March 5, 2026     |
        | 2026-12-31T23:30:00Z          | December 31, 2026 |

  @read-only
  Rule: A photo shows at most 8 keyword badges

    @ui
    Scenario: A photo with 9 keywords shows only its first 8
      When a visitor opens the picture of the day
      And the visitor moves to the next photo 3 times
      Then the gallery shows photo "4 of 6"
      And the photo shows 8 keyword badges, the first 8 of its 9 keywords

    @domain
    Scenario: A photo with 10 keywords
      Then a photo with the keywords "quetzal, cloud forest, Monteverde, bird, green, red, nature, wildlife, tropical, Costa Rica" shows the badges "quetzal, cloud forest, Monteverde, bird, green, red, nature, wildlife"

  @read-only
  Rule: Previous and Next wrap around at both ends

    @ui
    Scenario: Previous from the first photo goes to the last, and Next from the last back to the first
      When a visitor opens the picture of the day
      And the visitor moves to the previous photo 1 time
      Then the gallery shows photo "6 of 6"
      And the photo is "The blue water of Río Celeste", published on "November 16, 2026"
      When the visitor moves to the next photo 1 time
      Then the gallery shows photo "1 of 6"
      And the photo is "Arenal Volcano at first light", published on "November 21, 2026"

    # The gallery moves by one and counts 'n of total', whatever its size.
    @domain
    Scenario Outline: Pressing <button> on photo <from> of <total>
      Then pressing <button> on photo <from> of <total> shows "<counter>"

      Examples:
        | from | total | button   | counter  |
        | 1    | 12    | next     | 2 of 12  |
        | 12   | 12    | next     | 1 of 12  |
        | 1    | 12    | previous | 12 of 12 |
        | 5    | 12    | previous | 4 of 12  |
        | 1    | 1     | next     | 1 of 1   |

  Rule: The page arrives with the day's photos in its HTML, for search engines and for visitors without JavaScript
    The server draws the feed it already reads (kept 24 hours) into the page: the photo's title, picture, story and
    credit, and its image metadata for search engines. Previous and Next are links the server answers.

    @api @read-only
    Scenario: A search engine reads the page's HTML
      When a search engine reads the picture of the day
      Then the HTML shows photo "1 of 6", "Arenal Volcano at first light", marked as a sample drawing
      And under its promise of daily photographs the page says the gallery shows sample drawings for now
      And the HTML describes the photo as an image the site itself made, credited to "Costa Rica Gateway sample"
      And the HTML does not say the photos are loading
      And the HTML asks for the photo before the page's scripts
      When a search engine follows the link to the next photo
      Then the HTML shows photo "2 of 6", "Playa Espadilla, Manuel Antonio", marked as a sample drawing

    @api
    Scenario: The agency's feed gives a photographer and a licence
      Given the photo agency publishes its "agency-media-rss.rss" feed
      When a search engine reads the picture of the day
      Then the HTML shows photo "1 of 2", "Manuel Antonio: Playa Espadilla at low tide", credited to "Diego Solano"
      And the page does not say the gallery shows sample drawings
      And the HTML describes the photo as an image by the photographer "Diego Solano", licensed under "https://agencia-quetzal.example/licensing/editorial"

    @ui @read-only
    Scenario: A visitor whose browser runs no JavaScript
      Given the visitor's browser runs no JavaScript
      When a visitor opens the picture of the day
      Then the gallery shows photo "1 of 6"
      And the photo is "Arenal Volcano at first light", published on "November 21, 2026"
      And the photo says it is a sample drawing until the agency's feed is connected
      When the visitor moves to the next photo 2 times
      Then the gallery shows photo "3 of 6"
      And the photo is "Mist over the Monteverde cloud forest", published on "November 19, 2026"

  Rule: When the photos cannot be loaded the visitor is told so, and the page still works
    The server knows when the feed failed or came empty: it says so in the page it sends, never "Loading" for a
    script to correct (docs/decisions/026).

    @ui
    Scenario: The photo agency is down
      Given the portal cannot get the photo agency's feed
      When a visitor opens the picture of the day
      Then the visitor sees that the photos are temporarily unavailable
      And the visitor is asked to try again later

    @api
    Scenario Outline: A search engine reads the page when <trouble>
      Given <the feed's trouble>
      When a search engine reads the picture of the day
      Then the HTML says "Photos temporarily unavailable" and "We're having trouble loading the latest Costa Rica photos. Please try again later."
      And the HTML does not say the photos are loading

      Examples:
        | trouble                         | the feed's trouble                                   |
        | the photo agency is down        | the portal cannot get the photo agency's feed        |
        | the agency's feed has no photos | the photo agency publishes a JSON feed with 0 photos |

  @ui
  Rule: A real agency's feed shows as plain text, with a properly sized photo and the photographer's credit

    Scenario: The agency publishes a Flickr-shaped feed
      Given the photo agency publishes its "flickr-public.rss" feed
      When a visitor opens the picture of the day
      Then the gallery shows photo "1 of 2"
      And the photo is "Volcán Arenal desde La Fortuna", published on "November 21, 2026"
      And the photo is shown from "https://live.staticflickr.com/65535/53012345678_4f2a9c1b7e_b.jpg"
      And the story reads "The cone of Arenal above the morning clouds, seen from the road to El Castillo & the lake."
      And the photo is credited to "Ana Mora"
      And "View Original" opens "https://www.flickr.com/photos/anamora-cr/53012345678/" in a new tab, saying so
      And the gallery shows no markup

  @domain
  Rule: The credit names the photographer whatever quotes the feed puts around the name, and never shows an e-mail address

    Scenario Outline: A credit written <form>
      Then a feed's credit "<credit>" shows the photographer as "<shown>"

      Examples:
        | form                                   | credit                             | shown     |
        | as an address and a name in brackets   | fotos@example.cr (Carolina Jiménez) | Carolina Jiménez |
        | with straight double quotes            | nobody@flickr.com ("Ana Mora")     | Ana Mora  |
        | with straight single quotes            | nobody@flickr.com ('Ana Mora')     | Ana Mora  |
        | with curly double quotes               | nobody@flickr.com (“Ana Mora”)     | Ana Mora  |
        | with curly single quotes               | nobody@flickr.com (‘Ana Mora’)     | Ana Mora  |
        | with guillemets                        | nobody@flickr.com («Ana Mora»)     | Ana Mora  |
        | with low-high quotes                   | nobody@flickr.com („Ana Mora“)     | Ana Mora  |
        | with a bracket the feed never closed   | nobody@flickr.com ("Ana Mora"      | Ana Mora  |
        | as a bare address                      | fotos@example.cr                   |           |
        | as a handle                            | @ana.photos                        | @ana.photos |

  @ui
  Rule: When neither image of a photo loads, the designed illustration takes its place and the credit stays readable

    Scenario: Both the large and the normal image fail
      Given no image of the photo feed can be loaded
      When a visitor opens the picture of the day
      Then the frame shows the photography illustration in place of "Arenal Volcano at first light", never a broken image
      And the frame says that the photo could not be loaded
      And the photo says it is a sample drawing until the agency's feed is connected
