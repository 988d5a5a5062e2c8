// wolfsbane_deb: push-button debouncer with edge detection
// The raw input is synchronised by two flops, then must stay stable for STABLE_CYCLES clocks
// before the debounced level changes. rise/fall give 1-cycle pulses on debounced edges.
// Parameter STABLE_CYCLES (default 1000); Ports: clk, rst_n, btn_raw, btn_level, rise, fall
module wolfsbane_deb #(
    parameter STABLE_CYCLES = 1000
) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output reg  btn_level,
    output reg  rise,
    output reg  fall
);
    localparam CW = $clog2(STABLE_CYCLES + 1);

    reg [1:0]    sync;
    reg [CW-1:0] stable_cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sync       <= 2'b00;
            stable_cnt <= {CW{1'b0}};
            btn_level  <= 1'b0;
            rise       <= 1'b0;
            fall       <= 1'b0;
        end else begin
            sync <= {sync[0], btn_raw};
            rise <= 1'b0;
            fall <= 1'b0;
            if (sync[1] == btn_level) begin
                stable_cnt <= {CW{1'b0}};
            end else if (stable_cnt == STABLE_CYCLES - 1) begin
                stable_cnt <= {CW{1'b0}};
                btn_level  <= sync[1];
                rise       <= sync[1];
                fall       <= ~sync[1];
            end else begin
                stable_cnt <= stable_cnt + 1'b1;
            end
        end
    end
endmodule
