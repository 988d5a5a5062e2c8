// char_class_dec -- ASCII character classifier for a command-line parser.
// Flags digits, letters, whitespace and hex characters and gives the hex
// nibble value.  Combinational.
module char_class_dec (
    input  wire [7:0] ch,
    output reg        is_digit,
    output reg        is_alpha,
    output reg        is_space,
    output reg        is_hex,
    output reg  [3:0] hex_val,
    output reg        is_upper
);
    always @(*) begin
        is_digit = 1'b0;
        is_alpha = 1'b0;
        is_space = 1'b0;
        is_hex   = 1'b0;
        if (ch >= 8'h30 && ch <= 8'h39) begin          // '0'..'9'
            is_digit = 1'b1;
            is_hex   = 1'b1;
            hex_val  = ch[3:0];
        end else if (ch >= 8'h41 && ch <= 8'h5A) begin // 'A'..'Z'
            is_alpha = 1'b1;
            is_upper = 1'b1;
            if (ch <= 8'h46) begin
                is_hex  = 1'b1;
                hex_val = ch[3:0] + 4'd9;
            end
        end else if (ch >= 8'h61 && ch <= 8'h7A) begin // 'a'..'z'
            is_alpha = 1'b1;
            is_upper = 1'b0;
            if (ch <= 8'h66) begin
                is_hex  = 1'b1;
                hex_val = ch[3:0] + 4'd9;
            end
        end else if (ch == 8'h20 || ch == 8'h09 || ch == 8'h0D || ch == 8'h0A) begin
            is_space = 1'b1;
        end
    end
endmodule
