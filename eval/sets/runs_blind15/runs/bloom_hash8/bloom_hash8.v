// bloom_hash8: tiny Bloom filter for 8-bit keys.  Two hash functions index a
// 64-entry bit array.  'ins' sets both bits, 'qry' reports whether both bits
// are set (maybe_hit).  'clr' wipes the array one word per cycle.
module bloom_hash8 (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] key,
    input  wire       ins,
    input  wire       qry,
    input  wire       clr,
    output reg        maybe_hit,
    output reg        busy,
    output reg  [7:0] fill_cnt
);
    reg        bits [0:63];
    reg [5:0]  clr_idx;
    wire [5:0] h1 = key[5:0] ^ {key[7:6], key[7:4]};
    wire [5:0] h2 = {key[2:0], key[7:5]} + 6'd23;
    wire       b1 = bits[h1];
    wire       b2 = bits[h2];

    always @(posedge clk) begin
        if (rst) begin
            busy      <= 1'b0;
            clr_idx   <= 6'd0;
            maybe_hit <= 1'b0;
            fill_cnt  <= 8'd0;
        end else if (busy) begin
            bits[clr_idx] <= 1'b0;
            clr_idx       <= clr_idx + 6'd1;
            if (clr_idx == 6'd63) begin
                busy     <= 1'b0;
                fill_cnt <= 8'd0;
            end
        end else if (clr) begin
            busy    <= 1'b1;
            clr_idx <= 6'd0;
        end else if (ins) begin
            bits[h1] <= 1'b1;
            bits[h2] <= 1'b1;
            if (!b1 || !b2)
                fill_cnt <= fill_cnt + {7'd0, !b1} + {7'd0, (!b2 && h1 != h2)};
        end else if (qry) begin
            maybe_hit <= b1 & b2;
        end
    end
endmodule
