// slate_mode: operating-mode decoder for a motor driver; incomplete assignments in the combinational block infer latches
module slate_mode (
    input  wire       clk,
    input  wire [2:0] mode,
    input  wire       en,
    input  wire [7:0] duty_in,
    output reg  [7:0] duty,
    output reg  [1:0] dir,
    output reg        brake,
    output reg  [7:0] duty_q
);
    always @(*) begin
        brake = 1'b0;
        if (en) begin
            case (mode)
                3'd0: begin duty = 8'd0;          dir = 2'b00; end
                3'd1: begin duty = duty_in;       dir = 2'b01; end
                3'd2: begin duty = duty_in;       dir = 2'b10; end
                3'd3: begin duty = duty_in >> 1;  dir = 2'b01; end
                3'd4: begin duty = 8'd0;          brake = 1'b1; end
                // modes 5..7: nothing assigned -> previous value held
            endcase
        end
    end

    always @(posedge clk)
        duty_q <= duty;
endmodule
