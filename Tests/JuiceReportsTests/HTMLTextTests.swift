import Testing
@testable import JuiceReports

/// The text every page of ours is written with: escaped content, and the one way a page begins.
struct HTMLTextTests {
    @Test func escapesWhatHTMLWouldReadAsMarkup() {
        #expect(HTMLText.escape(#"<b>Yuja</b> & "tea""#) == "&lt;b&gt;Yuja&lt;/b&gt; &amp; &quot;tea&quot;")
        #expect(HTMLText.escape("딸기쥬스 'ok'") == "딸기쥬스 'ok'")
    }

    @Test func aPageBeginsWithItsLanguageUTF8AndAViewport() {
        #expect(
            HTMLText.documentStart(language: "ko")
                == "<!DOCTYPE html>\n<html lang=\"ko\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        #expect(HTMLText.documentStart(language: "en\"><script>").contains("lang=\"en&quot;&gt;&lt;script&gt;\""))
    }
}
