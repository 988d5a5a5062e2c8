// Three-channel 8-bit PWM generator with a shared free-running counter and double-buffered duty registers.
module amber_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr,
    input  wire [1:0] ch,
    input  wire [7:0] duty,
    input  wire       commit,
    output wire [2:0] pwm
);
    reg [7:0] cnt;
    reg [7:0] shadow0, shadow1, shadow2;
    reg [7:0] live0, live1, live2;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) cnt <= 8'd0;
        else        cnt <= cnt + 8'd1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shadow0 <= 8'd0; shadow1 <= 8'd0; shadow2 <= 8'd0;
        end else if (wr) begin
            case (ch)
                2'd0: shadow0 <= duty;
                2'd1: shadow1 <= duty;
                default: shadow2 <= duty;
            endcase
        end
    end

    // duty values take effect only at counter wrap when commit was requested
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            live0 <= 8'd0; live1 <= 8'd0; live2 <= 8'd0;
        end else if (commit && cnt == 8'hFF) begin
            live0 <= shadow0; live1 <= shadow1; live2 <= shadow2;
        end
    end

    assign pwm[0] = (cnt < live0);
    assign pwm[1] = (cnt < live1);
    assign pwm[2] = (cnt < live2);
endmodule
