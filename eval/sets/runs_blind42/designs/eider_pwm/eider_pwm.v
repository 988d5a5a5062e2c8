// eider_pwm: 4-channel PWM generator with a shared free-running counter and per-channel duty registers
// Parameter WIDTH sets counter/duty resolution; duty values are written through a small register port.
// A channel output is high while counter < duty; duty = 0 keeps it low, duty = max keeps it high except one count.
module eider_pwm #(parameter WIDTH = 8) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             wr_en,
    input  wire [1:0]       wr_addr,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             enable,
    output reg  [3:0]       pwm_out,
    output wire             period_start
);
    reg [WIDTH-1:0] counter;
    reg [WIDTH-1:0] duty0, duty1, duty2, duty3;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            counter <= {WIDTH{1'b0}};
        else if (enable)
            counter <= counter + 1'b1;
    end

    assign period_start = enable && (counter == {WIDTH{1'b0}});

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            duty0 <= 0; duty1 <= 0; duty2 <= 0; duty3 <= 0;
        end else if (wr_en) begin
            case (wr_addr)
                2'd0: duty0 <= wr_data;
                2'd1: duty1 <= wr_data;
                2'd2: duty2 <= wr_data;
                2'd3: duty3 <= wr_data;
            endcase
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pwm_out <= 4'b0000;
        else if (!enable)
            pwm_out <= 4'b0000;
        else
            pwm_out <= {counter < duty3, counter < duty2, counter < duty1, counter < duty0};
    end
endmodule
