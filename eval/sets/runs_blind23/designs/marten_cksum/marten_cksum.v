// Ones-complement packet checksum: adds 16-bit words into a 17-bit sum and folds the carry back only once at the end (bug: carries past bit 16 are lost).
module marten_cksum (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        start,
    input  wire        word_valid,
    input  wire [15:0] word,
    input  wire        finish,
    output reg  [15:0] checksum,
    output reg         done
);
    reg [16:0] sum;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sum      <= 17'd0;
            checksum <= 16'd0;
            done     <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start) begin
                sum <= 17'd0;
            end else if (word_valid) begin
                // BUG: a second carry out of bit 16 is silently dropped
                sum <= sum + {1'b0, word};
            end else if (finish) begin
                checksum <= ~(sum[15:0] + {15'd0, sum[16]});
                done     <= 1'b1;
            end
        end
    end
endmodule
