// hoopoe_cdc: toggle-handshake pulse synchroniser between two unrelated clocks.
// Domain A (clk_a) counts req pulses and sends each as a toggle; domain B (clk_b) detects
// the toggle through a 2-flop synchroniser, raises pulse_b and captures an 8-bit payload
// that is held stable in domain A while the toggle is in flight.
// Ports: clk_a, rst_a_n, send_a, data_a[7:0] ; clk_b, rst_b_n -> pulse_b, data_b[7:0], cnt_b[7:0]; busy_a.
module hoopoe_cdc (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       send_a,
    input  wire [7:0] data_a,
    output wire       busy_a,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output reg        pulse_b,
    output reg  [7:0] data_b,
    output reg  [7:0] cnt_b
);
    // ---------------- domain A
    reg       tog_a;
    reg [7:0] hold_a;
    reg       ack_s1, ack_s2;    // acknowledge toggle synchronised back into A
    reg       tog_s1, tog_s2, tog_b_d;

    assign busy_a = (tog_a != ack_s2);

    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            tog_a  <= 1'b0;
            hold_a <= 8'h00;
            ack_s1 <= 1'b0;
            ack_s2 <= 1'b0;
        end else begin
            ack_s1 <= tog_b_d;
            ack_s2 <= ack_s1;
            if (send_a && !busy_a) begin
                tog_a  <= ~tog_a;
                hold_a <= data_a;
            end
        end
    end

    // ---------------- domain B
    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            tog_s1  <= 1'b0;
            tog_s2  <= 1'b0;
            tog_b_d <= 1'b0;
            pulse_b <= 1'b0;
            data_b  <= 8'h00;
            cnt_b   <= 8'h00;
        end else begin
            tog_s1  <= tog_a;
            tog_s2  <= tog_s1;
            tog_b_d <= tog_s2;
            pulse_b <= tog_s2 ^ tog_b_d;
            if (tog_s2 ^ tog_b_d) begin
                data_b <= hold_a;
                cnt_b  <= cnt_b + 1'b1;
            end
        end
    end
endmodule
