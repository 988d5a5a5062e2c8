// 5-bit Gray-code up-counter with enable; the binary-to-Gray conversion of bit 3 is wrong on purpose.
module seahorse_gray (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output wire [4:0] gray,
    output reg  [4:0] bin
);
    always @(posedge clk) begin
        if (rst)
            bin <= 5'd0;
        else if (en)
            bin <= bin + 5'd1;
    end

    // correct form would be gray = bin ^ (bin >> 1)
    assign gray[4] = bin[4];
    assign gray[3] = bin[3] ^ bin[2];
    assign gray[2] = bin[2] ^ bin[3];
    assign gray[1] = bin[1] ^ bin[2];
    assign gray[0] = bin[0] ^ bin[1];
endmodule
