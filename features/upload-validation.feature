@domain
Feature: Which photos the operator may upload
  The admin page takes JPEG, PNG and WebP photos only (the formats the server keeps), each up to
  10 MB (10485760 bytes): one file per tour in normal mode, up to ten in batch mode. A refused file
  says why, in the upload widget's own words, and the widget applies the rules as it does
  (docs/product.md §5, §8, §9; docs/decisions/031-uppy-uploads.md).

  Rule: Only JPEG, PNG and WebP photos are taken

    Scenario Outline: Choosing a <type> file
      When the operator picks these files in single mode:
        | name   | type   | size    |
        | <name> | <type> | 2000000 |
      Then <outcome>

      Examples:
        | name        | type            | outcome                                                          |
        | volcano.jpg | image/jpeg      | the file "volcano.jpg" is accepted                               |
        | sloth.png   | image/png       | the file "sloth.png" is accepted                                 |
        | toucan.webp | image/webp      | the file "toucan.webp" is accepted                               |
        | parrot.gif  | image/gif       | the file "parrot.gif" is refused with "You can only upload: image/jpeg, image/png, image/webp"  |
        | phone.heic  | image/heic      | the file "phone.heic" is refused with "You can only upload: image/jpeg, image/png, image/webp"  |
        | prices.pdf  | application/pdf | the file "prices.pdf" is refused with "You can only upload: image/jpeg, image/png, image/webp"  |
        | clip.mp4    | video/mp4       | the file "clip.mp4" is refused with "You can only upload: image/jpeg, image/png, image/webp"    |

  Rule: Each file is at most 10485760 bytes

    Scenario Outline: A photo of <size> bytes
      When the operator picks these files in single mode:
        | name        | type       | size   |
        | volcano.jpg | image/jpeg | <size> |
      Then <outcome>

      Examples:
        | size     | outcome                                                                                   |
        | 10485760 | the file "volcano.jpg" is accepted                                                         |
        | 10485761 | the file "volcano.jpg" is refused with "volcano.jpg exceeds maximum allowed size of 10 MB" |

  Rule: Normal mode takes one file; batch mode takes up to ten; a pick that passes the limit is refused whole

    Scenario: Two files for one tour
      When the operator picks these files in single mode:
        | name      | type       | size    |
        | first.jpg | image/jpeg | 2000000 |
        | other.jpg | image/jpeg | 2000000 |
      Then the file "first.jpg" is refused with "You can only upload 1 file"
      And the file "other.jpg" is refused with "You can only upload 1 file"

    Scenario Outline: <count> photos in batch mode
      When the operator picks <count> photos in batch mode
      Then <accepted> photos are accepted
      And <refused> photos are refused with "You can only upload 10 files"

      Examples:
        | count | accepted | refused |
        | 1     | 1        | 0       |
        | 10    | 10       | 0       |
        | 11    | 0        | 11      |

    Scenario: An eleventh photo added to ten
      Given the operator has already picked 10 photos in batch mode
      When the operator picks 1 photos in batch mode
      Then 0 photos are accepted
      And 1 photos are refused with "You can only upload 10 files"

    Scenario: A photo added while the batch uploads
      Given the operator has already picked "beach.jpg" in batch mode
      And the batch upload has started
      When the operator picks 1 photos in batch mode
      Then 1 photos are refused with "Cannot add more files"

    Scenario: A refused file does not take a place
      When the operator picks these files in single mode:
        | name       | type            | size    |
        | notes.txt  | text/plain      | 200     |
        | beach.jpg  | image/jpeg      | 2000000 |
      Then the file "beach.jpg" is accepted

  Rule: The same file is not taken twice

    Scenario: Picking a photo already picked
      Given the operator has already picked "beach.jpg" in batch mode
      When the operator picks these files in batch mode:
        | name      | type       | size    |
        | beach.jpg | image/jpeg | 2000000 |
        | coast.jpg | image/jpeg | 2000000 |
      Then the file "beach.jpg" is refused with "Cannot add the duplicate file 'beach.jpg', it already exists"
      And the file "coast.jpg" is accepted
