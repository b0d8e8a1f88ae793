/// Escapes text for HTML element content and double-quoted attribute values.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// How each of our pages (the daily page, the report) begins, up to what its `<head>` holds of
    /// its own: the doctype, the page's language (`ko`, `en`), UTF-8 and a viewport for phones.
    public static func documentStart(language: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">

        """
    }
}
