// glitch_filter: input must be stable for DEPTH consecutive samples
// before the filtered output follows it.
module glitch_filter #(parameter DEPTH = 4, parameter CW = 3) (
    input  wire clk,
    input  wire rst_n,
    input  wire din,
    output reg  dout
);
    reg [1:0]    sync;
    reg [CW-1:0] stable_cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sync       <= 2'b00;
            stable_cnt <= {CW{1'b0}};
            dout       <= 1'b0;
        end else begin
            sync <= {sync[0], din};
            if (sync[1] == dout)
                stable_cnt <= {CW{1'b0}};
            else if (stable_cnt == DEPTH - 1) begin
                dout       <= sync[1];
                stable_cnt <= {CW{1'b0}};
            end else
                stable_cnt <= stable_cnt + 1'b1;
        end
    end
endmodule
