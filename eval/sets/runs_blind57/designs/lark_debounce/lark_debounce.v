// lark_debounce: push-button debouncer with 2-flop synchroniser and rise/fall event pulses
// Parameter STABLE: clocks the synchronised input must stay unchanged before the output follows (default 1000).
// Define NEW_FILTER to use the (work in progress) majority-vote pre-filter instead of the plain counter.
// Ports: clk, rst_n, btn_in (raw, asynchronous), btn_out (debounced level), rise, fall (1-cycle pulses)
module lark_debounce #(
    parameter STABLE = 1000
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_in,
    output reg  btn_out,
    output reg  rise,
    output reg  fall
);
    reg [1:0]  sync;
    reg [15:0] cnt;
    wire       sample;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            sync <= 2'b00;
        else
            sync <= {sync[0], btn_in};
    end

`ifdef NEW_FILTER
    // majority of the last three synchronised samples
    reg [2:0] hist;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            hist <= 3'b000
        else
            hist <= {hist[1:0], sync[1]};
    end
    assign sample = (hist[0] & hist[1]) | (hist[1] & hist[2]) | (hist[0] & hist[2]);
`else
    assign sample = sync[1];
`endif

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt     <= 16'd0;
            btn_out <= 1'b0;
            rise    <= 1'b0;
            fall    <= 1'b0;
        end else begin
            rise <= 1'b0;
            fall <= 1'b0;
            if (sample == btn_out) begin
                cnt <= 16'd0;
            end else if (cnt == STABLE - 1) begin
                cnt     <= 16'd0;
                btn_out <= sample;
                rise    <= sample;
                fall    <= ~sample;
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end
endmodule
