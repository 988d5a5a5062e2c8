// Morse beacon keyer: plays a 32-element pattern (1 = key down for one dot unit)
// from a parameter, dot length set by a prescaler, with a pause between repeats.
module morse_keyer #(
    parameter [31:0] PATTERN = 32'b1110_1110_1110_0010_1010_1000_0000_0000,
    parameter        PRE_W   = 12
) (
    input              clk,
    input              rst,
    input              enable,
    input  [PRE_W-1:0] dot_len,
    output reg         key,
    output reg         tone_en,
    output reg [4:0]   elem
);
    reg [PRE_W-1:0] pre;
    reg [3:0]       gap;
    reg             in_gap;

    wire unit = (pre == dot_len);

    always @(posedge clk) begin
        if (rst || !enable) begin
            pre     <= {PRE_W{1'b0}};
            elem    <= 5'd31;
            gap     <= 4'd0;
            in_gap  <= 1'b0;
            key     <= 1'b0;
            tone_en <= 1'b0;
        end else begin
            pre <= unit ? {PRE_W{1'b0}} : pre + 1'b1;
            if (unit) begin
                if (in_gap) begin
                    key <= 1'b0;
                    if (gap == 4'd9) begin
                        in_gap <= 1'b0;
                        elem   <= 5'd31;
                    end else begin
                        gap <= gap + 4'd1;
                    end
                end else begin
                    key <= PATTERN[elem];
                    if (elem == 5'd0) begin
                        in_gap <= 1'b1;
                        gap    <= 4'd0;
                    end else begin
                        elem <= elem - 5'd1;
                    end
                end
            end
            tone_en <= key;
        end
    end
endmodule
