// bitslip_align: word aligner for a 4-bit deserialized stream. It keeps the
// last two nibbles and selects a 4-bit window at offset 'slip'; a training
// pattern comparator bumps 'slip' until the window matches TRAIN.
module bitslip_align #(parameter [3:0] TRAIN = 4'b1010) (
    input            clk,
    input            rst,
    input      [3:0] nib_in,
    input            train_mode,
    output reg [3:0] word_out,
    output reg       locked
);
    reg [7:0] hist;
    reg [1:0] slip;
    wire [3:0] window = hist[slip +: 4];

    always @(posedge clk) begin
        if (rst) begin
            hist   <= 8'd0;
            slip   <= 2'd0;
            locked <= 1'b0;
        end else begin
            hist     <= {nib_in, hist[7:4]}
            word_out <= window;
            if (train_mode) begin
                if (window == TRAIN)
                    locked <= 1'b1;
                else begin
                    locked <= 1'b0;
                    slip   <= slip + 2'd1;
                end
            end
        end
    end
endmodule
